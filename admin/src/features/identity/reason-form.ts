/**
 * The reason of an identity decision (docs/product-rules.md#identity, IDV-4, IDV-5), checked
 * with the shared contracts: a proposal's reason (at least 5 visible characters) or the
 * rejection's, which the investor reads (5 to 300 characters).
 */
import { msg } from "@lingui/core/macro";
import { MIN_REASON_CHARS } from "@app/schema/contracts/admin";
import { proposeIdentityInput, rejectIdentityInput } from "@app/schema/contracts/identity";
import type { FieldIssue } from "@app/schema/errors";
import type { FieldMessage } from "../../lib/field-message";
import { checkWith } from "../../lib/form";

export interface ReasonValues {
  reason: string;
}

/** The message under the reason, for the client's check and the server's issues alike. */
export function reasonIssueMessage(issue: FieldIssue): FieldMessage | undefined {
  if (issue.field !== "reason") return undefined;
  return issue.code === "too_big"
    ? msg`At most 300 characters`
    : msg`A reason of at least ${MIN_REASON_CHARS} visible characters is required`;
}

/** The form's `onSubmit` check for `mode`. */
export function checkReason(mode: "propose" | "reject") {
  return checkWith(mode === "propose" ? proposeIdentityInput : rejectIdentityInput, (v: ReasonValues) => v, reasonIssueMessage);
}
