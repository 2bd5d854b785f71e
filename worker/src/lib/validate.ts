/**
 * `zValidator` with our error shape: a 400 `{ error, code: "invalid_input", issues }`
 * naming each field, for bodies, params and queries (decisions.md section 3).
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
    // accepts: a JSON route answers 400 instead (docs/product-rules.md#request-safety, SEC-6).
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

/** A positive whole-number `:id` path parameter. */
export const idParam = z.object({
  id: z.coerce.number().check(z.int("id must be a whole number"), z.positive("id must be positive")),
});
