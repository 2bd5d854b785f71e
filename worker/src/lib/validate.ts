/**
 * `zValidator` with our error shape: a 400 `{ error, code: "invalid_input", issues }`
 * naming each field, for bodies, params and queries (docs/product-rules.md#field-issues).
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { z } from "zod/mini";
import { toFieldIssues } from "@app/schema/issues";
import { ApiError } from "./api-error";

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

export function validate<T extends z.ZodMiniType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    // Hono reads a body of another type, or none, as `{}`, which an all-optional contract
    // accepts: a JSON route answers 400 instead (docs/product-rules.md#request-safety, SEC-7).
    if (target === "json" && !JSON_TYPE.test(c.req.header("Content-Type")?.split(";")[0]?.trim() ?? "")) {
      const message = "The request body must be a JSON object.";
      const code = c.req.raw.body ? "invalid_type" : "required";
      throw new ApiError("invalid_input", message, [{ field: "json", code, message }]);
    }
    if (!result.success) {
      const issues = toFieldIssues(result.error.issues, target, result.data);
      const first = issues[0]!;
      throw new ApiError("invalid_input", `${first.field}: ${first.message}`, issues);
    }
  });
}

/**
 * A `:id` path parameter: 1 to 16 decimal digits without a leading zero, within
 * Number.MAX_SAFE_INTEGER. Nothing is coerced: `0x10`, `1e2`, `1.0`, `01`, `-1` or a
 * trailing newline (`1%0A`) are 400 naming `id`, never read as another row's id
 * (docs/product-rules.md#request-safety, SEC-6).
 */
export const idParam = z.object({
  id: z.pipe(
    z.string("id must be a positive whole number").check(
      z.regex(/^[1-9][0-9]{0,15}$/, "id must be a positive whole number (digits only)"),
      z.refine((s) => Number(s) <= Number.MAX_SAFE_INTEGER, "id is too large"),
    ),
    z.transform((s) => Number(s)),
  ),
});
