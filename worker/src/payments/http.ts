/**
 * One HTTP call to a provider with a hard deadline that covers the body too, and a
 * classification of its answer into what the adapters need. Never throws.
 */
import type { AdapterOptions, UnknownReason } from "./provider";

export const DEFAULT_TIMEOUT_MS = 10_000;

export type HttpOutcome =
  | { kind: "response"; status: number; body: unknown; text: string }
  | { kind: "failed"; reason: "timeout" | "network_error"; detail: string };

/**
 * Calls `url` and reads its body within `timeoutMs` (the fetch is aborted after it). The body
 * is parsed as JSON when it is JSON; `body` is undefined otherwise.
 */
export async function callProvider(url: string, init: RequestInit, options: AdapterOptions): Promise<HttpOutcome> {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<HttpOutcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ kind: "failed", reason: "timeout", detail: `no complete answer within ${timeoutMs} ms` });
    }, timeoutMs);
  });
  const exchange = (async (): Promise<HttpOutcome> => {
    try {
      const res = await doFetch(url, { ...init, signal: controller.signal });
      const text = await res.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      return { kind: "response", status: res.status, body, text };
    } catch (err) {
      return { kind: "failed", reason: "network_error", detail: err instanceof Error ? err.message : String(err) };
    }
  })();
  try {
    return await Promise.race([exchange, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The `unknown` outcome for a failed call or an HTTP status that proves nothing. */
export function unknownFrom(
  outcome: HttpOutcome,
  detail?: string,
): { outcome: "unknown"; reason: UnknownReason; httpStatus: number | null; detail: string } {
  if (outcome.kind === "failed") return { outcome: "unknown", reason: outcome.reason, httpStatus: null, detail: outcome.detail };
  const reason: UnknownReason =
    outcome.status >= 500
      ? "server_error"
      : outcome.status === 429 || outcome.status === 408
        ? "rate_limited"
        : "unexpected_response";
  return {
    outcome: "unknown",
    reason,
    httpStatus: outcome.status,
    detail: detail ?? `HTTP ${outcome.status}: ${outcome.text.slice(0, 200)}`,
  };
}

/** A 4xx that proves the provider refused the request before creating anything (not 404, 408, 409, 429). */
export function isProvenRefusal(status: number): boolean {
  return status === 400 || status === 401 || status === 403 || status === 422;
}

/** Reads a property path of an untyped JSON value. */
export function pick(value: unknown, ...path: string[]): unknown {
  let v = value;
  for (const key of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

/** A string property, or null. Numbers are turned into their decimal string. */
export function pickString(value: unknown, ...path: string[]): string | null {
  const v = pick(value, ...path);
  if (typeof v === "string") return v;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return null;
}
