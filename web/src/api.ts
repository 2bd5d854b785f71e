/// <reference path="./worker-types.d.ts" />
/**
 * The typed API client of both SPAs. Its type is `hono/client`'s `hc<AppType>` over the
 * Worker's routes, so each call's path, method, input (`json`, `param`, `query`) and
 * answer are the route's own types (ARCHITECTURE.md#the-request-path); `AppType` and
 * `hc` are imported as types only, so no Worker code reaches a bundle.
 *
 * At run time a small proxy builds the same requests as `hc` does (path segments,
 * `:param`s, query, JSON body) and sends them through `apiFetch`, so a failure throws the
 * same `ApiError` (code, issues, Retry-After) as before. It replaces hc's own runtime
 * (2 kB gzip, with WebSocket, cookie and form support we never use), which would have
 * put the PWA's /login over its 125 kB budget (bench/bundle-size.mjs;
 * docs/decisions/0023-shared-web-package-typed-api.md).
 *
 *   const dashboard = await json(client.user.dashboard.$get());
 */
import type { hc } from "hono/client";
import type { AppType } from "../../worker/src/app";
import { apiFetch } from "./api-client";

/** What a call may carry, as hc's typed methods accept it. */
interface CallArgs {
  json?: unknown;
  param?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | readonly (string | number | boolean)[] | undefined>;
}

/** The URL and request init for `$method(args)` on the route at `segments`, as hc builds them. */
export function buildRequest(segments: readonly string[], method: string, args: CallArgs = {}): [string, RequestInit] {
  let url = `/${segments.join("/")}`.replace(/\/index$/, "");
  for (const [name, value] of Object.entries(args.param ?? {})) {
    url = url.replace(`/:${name}`, `/${encodeURIComponent(String(value))}`);
  }
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(args.query ?? {})) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(name, String(v));
  }
  const qs = search.toString();
  const init: RequestInit = { method: method.toUpperCase() };
  if (args.json !== undefined) {
    init.headers = { "content-type": "application/json" };
    init.body = JSON.stringify(args.json);
  }
  return [qs ? `${url}?${qs}` : url, init];
}

function route(segments: readonly string[]): unknown {
  return new Proxy(() => {}, {
    get: (_target, key) => (typeof key === "string" ? route([...segments, key]) : undefined),
    apply: (_target, _this, [args]: [CallArgs | undefined]) => {
      const last = segments[segments.length - 1] ?? "";
      return apiFetch(...buildRequest(segments.slice(0, -1), last.slice(1), args));
    },
  });
}

/** The routes under /api, e.g. `client.auth.login.$post({ json: input })`. */
export const client = (route([]) as ReturnType<typeof hc<AppType>>).api;

/**
 * Awaits a `client` call and returns its JSON body, typed from the route. A non-ok answer
 * never reaches here: `apiFetch` has thrown its `ApiError`.
 */
export async function json<R extends { json(): Promise<unknown> }>(call: Promise<R>): Promise<Awaited<ReturnType<R["json"]>>> {
  const res = await call;
  return (await res.json()) as Awaited<ReturnType<R["json"]>>;
}
