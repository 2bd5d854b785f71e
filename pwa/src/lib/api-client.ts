/**
 * The one fetch wrapper of the PWA: same-origin cookies, JSON in and out, and an error
 * type carrying the API's `code`, so screens show the translated message for the code
 * (style.md, Errors) while `message` keeps the spec's "status: body" form for logs.
 */
import type { ErrorBody, ErrorCode, FieldIssue } from "@app/schema/errors";

/** `network` when no response arrived, `unknown` when the body carried no code. */
export type ApiErrorCode = ErrorCode | "network" | "unknown";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly issues: FieldIssue[] = [],
    /** Seconds from the Retry-After header of a 429, when present. */
    readonly retryAfter: number | null = null,
    /** `withdrawals_cooling_off`: when withdrawals open again, ISO 8601 UTC. */
    readonly reopensAt: string | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
}

export async function api<T>(path: string, { method = "GET", body }: RequestOptions = {}): Promise<T> {
  const hasBody = method !== "GET";
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: hasBody ? { accept: "application/json", "content-type": "application/json" } : { accept: "application/json" },
      body: hasBody ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch {
    throw new ApiError(0, "network", "Network error. Check your connection.");
  }
  if (res.ok) return (await res.json()) as T;
  const text = await res.text().catch(() => "");
  let parsed: Partial<ErrorBody> = {};
  try {
    parsed = JSON.parse(text) as Partial<ErrorBody>;
  } catch {
    // A proxy's HTML error page: keep the status, no code.
  }
  const retry = Number(res.headers.get("retry-after"));
  throw new ApiError(
    res.status,
    typeof parsed.code === "string" ? parsed.code : "unknown",
    `${res.status}: ${text || res.statusText}`,
    Array.isArray(parsed.issues) ? parsed.issues : [],
    Number.isFinite(retry) && retry > 0 ? retry : null,
    typeof parsed.reopensAt === "string" ? parsed.reopensAt : null,
  );
}
