/**
 * The refund proposal's one field, its reason, checked with the shared `suspenseRefundInput`
 * (docs/product-rules.md#suspense): at least 5 visible characters, at most 300.
 */
import { msg } from "@lingui/core/macro";
import { MIN_REASON_CHARS } from "@app/schema/contracts/admin";
import { suspenseRefundInput } from "@app/schema/contracts/suspense";
import type { FieldIssue } from "@app/schema/errors";
import type { FieldMessage } from "../../lib/field-message";
import { checkWith, parseWith } from "../../lib/form";

export interface RefundReasonValues {
  reason: string;
}

/** The message under the reason, for the client's check and the server's issues alike. */
export function refundIssueMessage(issue: FieldIssue): FieldMessage | undefined {
  if (issue.field !== "reason") return undefined;
  return issue.code === "too_big"
    ? msg`At most 300 characters`
    : msg`A reason of at least ${MIN_REASON_CHARS} visible characters is required`;
}

/** The form's `onSubmit` check. */
export const checkRefundReason = checkWith(suspenseRefundInput, (v: RefundReasonValues) => v, refundIssueMessage);

/** The reason to send, of values that passed `checkRefundReason`. */
export function refundReason(values: RefundReasonValues): string {
  return parseWith(suspenseRefundInput, values).reason;
}
