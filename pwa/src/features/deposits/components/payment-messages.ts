/**
 * Texts of deposits through a provider (docs/product-rules.md#automatic-rails): the API's
 * refusals by code, the operator's failure codes in words a payer understands, and the
 * USSD code that shows a prompt that did not appear.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CodeMessages } from "@app/web/error-messages";
import type { IssueMessages } from "../../../lib/field-issues";
import type { DepositMethod } from "./deposit-messages";
import { depositIssueMessages, depositsOff } from "./deposit-messages";

export const paymentCodes: CodeMessages = {
  too_many_pending: msg`You already have deposits waiting for the operator. Approve or cancel them on your phone first.`,
  payment_channel_manual: msg`This service takes deposits by hand at the moment: follow the transfer steps.`,
  provider_unavailable: msg`Paying from the app is not available right now: follow the transfer steps.`,
  deposits_disabled: depositsOff,
};

export const payFailed = msg`The payment could not be started`;

/** Where an unprompted payer finds the pending approval. */
export const approvalCode: Record<DepositMethod, string> = { MTN: "*126#", Orange: "#150*50#" };

/** The operator's failure code, as the payer should read it. */
export function failureText(code: string | null): MessageDescriptor {
  switch (code) {
    case "PAYER_LIMIT_REACHED":
      return msg`Your mobile money limit was reached. Try a smaller amount, or try again later.`;
    case "PAYER_NOT_FOUND":
      return msg`This number has no mobile money account with this operator. Check the number.`;
    case "PAYMENT_NOT_APPROVED":
      return msg`The payment was not approved on your phone in time. No money was taken; you can try again.`;
    case "INSUFFICIENT_BALANCE":
      return msg`Your mobile money balance is too low for this amount.`;
    case "NOT_FOUND":
      return msg`The operator never received this payment. No money was taken; you can try again.`;
    default:
      return msg`The operator could not complete the payment. No money was taken; you can try again.`;
  }
}

/** Field messages: the deposit form's amount rules, and the phone's. */
export const payIssueMessages: IssueMessages = (issue, n, xaf) => {
  if (issue.field === "phone") return msg`Please enter a valid Cameroon phone number (9 digits starting with 6, 7, 8, or 9)`;
  return depositIssueMessages(issue, n, xaf);
};
