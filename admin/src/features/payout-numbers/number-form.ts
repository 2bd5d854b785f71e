/**
 * The verify-a-number form's fields (docs/product-rules.md#verified-numbers, KYC-3), checked
 * with the shared `payoutNumberProposalInput`: 9 digits (typed with spaces or +237), the
 * service, and a reason of at least 5 visible characters.
 */
import { msg } from "@lingui/core/macro";
import { MIN_REASON_CHARS } from "@app/schema/contracts/admin";
import type { MobileMoneyService } from "@app/schema/contracts/auth";
import { type PayoutNumberProposalInput, payoutNumberProposalInput } from "@app/schema/contracts/verification";
import type { FieldIssue } from "@app/schema/errors";
import { phoneDigits } from "@app/schema/phone";
import type { FieldMessage } from "../../lib/field-message";
import { checkWith, parseWith } from "../../lib/form";

export interface NumberFormValues {
  number: string;
  service: MobileMoneyService;
  reason: string;
}

const toInput = (v: NumberFormValues) => ({ number: phoneDigits(v.number.trim()), service: v.service, reason: v.reason });

/** The message under a refused field, for the client's check and the server's issues alike. */
export function numberIssueMessage(issue: FieldIssue): FieldMessage | undefined {
  if (issue.field === "number") {
    return issue.code === "payout_number_taken"
      ? msg`This number is already verified for an account.`
      : msg`Number must be 9 digits`;
  }
  if (issue.field === "reason") {
    return issue.code === "too_big"
      ? msg`At most 300 characters`
      : msg`A reason of at least ${MIN_REASON_CHARS} visible characters is required`;
  }
  return undefined;
}

/** The form's `onSubmit` check. */
export const checkNumberForm = checkWith(payoutNumberProposalInput, toInput, numberIssueMessage);

/** The request body of values that passed `checkNumberForm`. */
export function numberProposal(values: NumberFormValues): PayoutNumberProposalInput {
  return parseWith(payoutNumberProposalInput, toInput(values));
}
