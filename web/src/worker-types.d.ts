/**
 * The few Cloudflare globals the Worker's route types mention (its database, KV, R2 and queue
 * bindings and the daily Workflow), so the front ends can read `AppType` for the typed API client without
 * taking the Worker's whole type environment (workers-types clashes with the DOM's).
 * Types only: nothing here reaches a bundle.
 */
declare global {
  type D1Database = import("@cloudflare/workers-types/index.ts").D1Database;
  type D1DatabaseSession = import("@cloudflare/workers-types/index.ts").D1DatabaseSession;
  type D1PreparedStatement = import("@cloudflare/workers-types/index.ts").D1PreparedStatement;
  type D1Result<T = unknown> = import("@cloudflare/workers-types/index.ts").D1Result<T>;
  type KVNamespace<K extends string = string> = import("@cloudflare/workers-types/index.ts").KVNamespace<K>;
  type Queue<Body = unknown> = import("@cloudflare/workers-types/index.ts").Queue<Body>;
  type MessageBatch<Body = unknown> = import("@cloudflare/workers-types/index.ts").MessageBatch<Body>;
  type Workflow<Params = unknown> = import("@cloudflare/workers-types/index.ts").Workflow<Params>;
  type R2Bucket = import("@cloudflare/workers-types/index.ts").R2Bucket;
  /** The assets binding, seen through the DOM's fetch types. */
  type Fetcher = { fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> };
}

export {};
