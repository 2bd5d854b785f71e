/**
 * Texts of deposits through a provider (docs/product-rules.md#automatic-rails): the API's
 * refusals by code, the phone's field message, and the USSD code that shows a prompt that did not appear.
 */
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

/** Field messages: the deposit form's amount rules, and the phone's. */
export const payIssueMessages: IssueMessages = (issue, n, xaf) => {
  if (issue.field === "phone") return msg`Please enter an MTN or Orange Cameroon number (9 digits starting with 6)`;
  return depositIssueMessages(issue, n, xaf);
};
