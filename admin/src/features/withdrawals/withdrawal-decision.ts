/**
 * The withdrawal decision's one field, the admin's notes, checked with the shared
 * `withdrawalDecisionInput` (docs/product-rules.md#withdrawals): optional, at most 500
 * characters, sent trimmed and only when not blank.
 */
import { msg } from "@lingui/core/macro";
import { withdrawalDecisionInput } from "@app/schema/contracts/withdrawals";
import type { FieldIssue } from "@app/schema/errors";
import type { FieldMessage } from "../../lib/field-message";
import { checkWith, parseWith } from "../../lib/form";

export interface WithdrawalDecisionValues {
  adminNotes: string;
}

function toInput(values: WithdrawalDecisionValues) {
  const notes = values.adminNotes.trim();
  return { adminNotes: notes === "" ? undefined : notes };
}

/** The message under the notes, for the client's check and the server's issues alike. */
export function withdrawalIssueMessage(issue: FieldIssue): FieldMessage | undefined {
  if (issue.field !== "adminNotes") return undefined;
  const maximum = issue.maximum ?? 500;
  return msg`At most ${maximum} characters`;
}

/** The form's `onSubmit` check. */
export const checkWithdrawalDecision = checkWith(withdrawalDecisionInput, toInput, withdrawalIssueMessage);

/** The notes to send of values that passed `checkWithdrawalDecision`; undefined when blank. */
export function withdrawalNotes(values: WithdrawalDecisionValues): string | undefined {
  return parseWith(withdrawalDecisionInput, toInput(values)).adminNotes;
}
