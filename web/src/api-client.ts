/**
 * The one way both SPAs call the API: same-origin cookies, JSON in and out, and a
 * failure turned into an `ApiError` carrying the API's `code` (schema/src/errors.ts), so
 * screens show the translated message for the code (ARCHITECTURE.md#codes-not-sentences)
 * while `message` keeps "status: body" for logs.
 */
import type { ErrorBody, ErrorCode, FieldIssue, SignInChallenge } from "@app/schema/errors";
import { takeEarlyRead } from "./early-reads";

/** `network` when no response arrived, `unknown` when the body carried no code. */
export type ApiErrorCode = ErrorCode | "network" | "unknown";

/**
 * A failed API call: its HTTP status (0 when no response came), code and field issues. The
 * fields are set in the constructor, not declared as class fields, which the build would
 * turn into four helper functions on the first screen of /login.
 */
export class ApiError extends Error {
  declare readonly status: number;
  declare readonly code: ApiErrorCode;
  declare readonly issues: FieldIssue[];
  /** Seconds from the Retry-After header of a 429, when present. */
  declare readonly retryAfter: number | null;
  /** `withdrawals_cooling_off`: when withdrawals open again, ISO 8601 UTC. */
  declare readonly reopensAt: string | null;
  /** `challenge_required`: the widget to pass before signing in again (web/src/turnstile.ts). */
  declare readonly challenge: SignInChallenge | null;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    issues: FieldIssue[] = [],
    retryAfter: number | null = null,
    reopensAt: string | null = null,
    challenge: SignInChallenge | null = null,
  ) {
    super(message);
    Object.assign(this, { name: "ApiError", status, code, issues, retryAfter, reopensAt, challenge });
  }
}

/**
 * The `ApiError` for a non-ok response, read from its JSON `{ error, code, issues }` body
 * and its Retry-After header. A body that is not ours (a proxy's HTML page) keeps the
 * status with code `unknown`.
 */
export async function apiErrorFrom(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => "");
  let parsed: Partial<ErrorBody> = {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null) parsed = value as Partial<ErrorBody>;
  } catch {
    // Not JSON: keep the status, no code.
  }
  const retry = Number(res.headers.get("retry-after"));
  return new ApiError(
    res.status,
    typeof parsed.code === "string" ? parsed.code : "unknown",
    `${res.status}: ${text || res.statusText}`,
    Array.isArray(parsed.issues) ? parsed.issues : [],
    Number.isFinite(retry) && retry > 0 ? retry : null,
    typeof parsed.reopensAt === "string" ? parsed.reopensAt : null,
    challengeOf(parsed.challenge),
  );
}

/** The `challenge` of an error body when it names a sitekey, a script URL and an action, else null. */
function challengeOf(value: unknown): SignInChallenge | null {
  if (typeof value !== "object" || value === null) return null;
  const { siteKey, scriptUrl, action } = value as Record<string, unknown>;
  return typeof siteKey === "string" && typeof scriptUrl === "string" && typeof action === "string"
    ? { siteKey, scriptUrl, action }
    : null;
}

/**
 * `fetch` for API calls: same-origin credentials, JSON accepted; resolves only with an ok
 * response, else throws `ApiError` (`network` when no response arrived).
 */
export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("accept")) headers.set("accept", "application/json");
  let res: Response;
  // A read early-reads.js started before the app ran (early-reads.ts): its answer, once.
  const early = typeof input === "string" && (init.method ?? "GET") === "GET" ? takeEarlyRead(input) : undefined;
  try {
    res = await (early ?? fetch(input, { ...init, headers, credentials: "same-origin" }));
  } catch {
    throw new ApiError(0, "network", "Network error. Check your connection.");
  }
  if (!res.ok) throw await apiErrorFrom(res);
  return res;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
}

/**
 * Calls `path` (absolute, e.g. "/api/user/dashboard") and returns its JSON body as `T`.
 * A request other than GET sends `body` (or `{}`) as JSON. Throws `ApiError`.
 */
export async function api<T>(path: string, { method = "GET", body }: RequestOptions = {}): Promise<T> {
  const hasBody = method !== "GET";
  const res = await apiFetch(path, {
    method,
    headers: hasBody ? { "content-type": "application/json" } : undefined,
    body: hasBody ? JSON.stringify(body ?? {}) : undefined,
  });
  return (await res.json()) as T;
}
