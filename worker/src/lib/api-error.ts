/**
 * The one error type of the API (docs/product-rules.md#errors). Its status comes from the code's
 * entry in `schema/src/errors.ts`; `app.onError` renders `{ error, code, issues? }`.
 */
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ERROR_STATUS, type ErrorBody, type ErrorCode, type FieldIssue } from "@app/schema/errors";
import type { IssueCode } from "@app/schema/issues";

export class ApiError extends HTTPException {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
    /** Extra body fields a client acts on (`reopensAt`, `challenge`). */
    readonly extra?: Pick<ErrorBody, "reopensAt" | "challenge" | "limit" | "tier" | "remainingXaf">,
  ) {
    super(ERROR_STATUS[code] as ContentfulStatusCode, { message });
  }
}

/** Shorthand for a 400 naming one field. */
export function invalidField(field: string, message: string, code: IssueCode = "invalid_value"): ApiError {
  return new ApiError("invalid_input", `${field}: ${message}`, [{ field, code, message }]);
}

/** 409 for a request (deposit verification, withdrawal) that another decision got to first. */
export function alreadyDecided(): ApiError {
  return new ApiError("already_decided", "This request has already been decided.");
}
