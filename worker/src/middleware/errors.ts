/**
 * Turns every thrown error into `{ error, code, issues? }` (docs/product-rules.md#errors,
 * ERR-1). Unknown errors become a logged 500 with no detail, and no
 * stack trace ever leaves the Worker.
 */
import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ErrorBody, ErrorCode } from "@app/schema/errors";
import type { AppBindings } from "../env";
import { ApiError } from "../lib/api-error";

/** Codes for Hono's own HTTPExceptions (malformed JSON, body limit, ...). */
function codeForStatus(status: number): ErrorCode {
  if (status === 413) return "payload_too_large";
  if (status === 415) return "unsupported_media_type";
  if (status === 401) return "not_signed_in";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status >= 400 && status < 500) return "invalid_input";
  return "internal";
}

export const onError: ErrorHandler<AppBindings> = (err, c) => {
  if (err instanceof ApiError) {
    const body: ErrorBody = { error: err.message, code: err.code, ...(err.issues ? { issues: err.issues } : {}), ...err.extra };
    return c.json(body, err.status, err.headers);
  }
  if (err instanceof HTTPException && err.status < 500) {
    const message =
      err.status === 400 && /JSON/i.test(err.message) ? "The request body is not valid JSON." : err.message || "Bad request";
    return c.json({ error: message, code: codeForStatus(err.status) } satisfies ErrorBody, err.status);
  }
  console.error("unhandled", c.req.method, c.req.path, err);
  return c.json({ error: "Server error. Please try again later.", code: "internal" } satisfies ErrorBody, 500);
};

export const onNotFound: NotFoundHandler<AppBindings> = (c) =>
  c.json({ error: "Not found", code: "not_found" } satisfies ErrorBody, 404);
