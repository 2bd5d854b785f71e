/**
 * Same-origin JSON calls to /api with the admin session cookie. Non-ok answers become
 * an `ApiError` carrying the status and the contract's error code (schema/src/errors.ts),
 * so screens pick a translated message by code rather than showing the English `error`.
 */
import type { ErrorBody, ErrorCode, FieldIssue } from "@app/schema/errors";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "network" | "unknown",
    message: string,
    readonly issues: FieldIssue[] = [],
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === "object" && value !== null && typeof (value as ErrorBody).code === "string";
}

export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, "network", "Network error");
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const retryAfter = Number(response.headers.get("Retry-After"));
    const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
    if (isErrorBody(payload)) {
      throw new ApiError(response.status, payload.code, payload.error, payload.issues ?? [], retryAfterSeconds);
    }
    throw new ApiError(response.status, "unknown", `${response.status}: ${response.statusText}`, [], retryAfterSeconds);
  }
  return payload as T;
}
