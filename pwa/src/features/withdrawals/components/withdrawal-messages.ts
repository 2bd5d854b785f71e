/**
 * Withdrawal texts (docs/product-rules.md#errors), chosen by the API's code or by a field
 * issue's field and code (schema/src/issues.ts).
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { WITHDRAWAL_COOLING_OFF_HOURS } from "@app/schema/limits";
import { MIN_WITHDRAWAL_XAF } from "@app/schema/money";
import type { CodeMessages } from "@app/web/error-messages";
import type { IssueMessages } from "../../../lib/field-issues";
import { overTierLimit } from "../../../lib/tier-limit-text";

export const withdrawalsOff = msg`Withdrawal requests are currently disabled by administration. Please try again later.`;
export const statusCheckFailed = msg`Unable to check withdrawal status. Please try again later.`;
export const notEnoughFunds = msg`You don't have enough funds in your principal account for this withdrawal.`;
export const requestFailed = msg`An error occurred during withdrawal request`;

/**
 * Why a withdrawal is held after an admin password reset, and when it reopens
 * (`reopensAt` of the 409 `withdrawals_cooling_off`, shown in Cameroon time).
 */
export function coolingOffMessage(when: string): MessageDescriptor {
  return msg`Your password was reset by an administrator. For your safety, new withdrawals are paused for ${plural(WITHDRAWAL_COOLING_OFF_HOURS, { one: "# hour", other: "# hours" })}, as banks do after a reset. You can request a withdrawal again from ${when} (Cameroon time).`;
}

/** A withdrawal to a number not proven for the account (docs/product-rules.md#verified-numbers, KYC-4). */
export const unverifiedNumber = msg`Withdrawals go only to a number verified for your account. Make a deposit from this number with mobile money first, or choose a verified number.`;

export const withdrawalCodes: CodeMessages = {
  insufficient_balance: notEnoughFunds,
  withdrawals_disabled: withdrawalsOff,
  payout_number_unverified: unverifiedNumber,
  tier_limit: overTierLimit,
};

/**
 * The withdrawal form's field messages by field and code, with the contract's figures
 * (schema/src/contracts/withdrawals.ts; docs/product-rules.md#withdrawals).
 */
export const withdrawalIssueMessages: IssueMessages = (issue, _n, xaf) => {
  switch (issue.field) {
    case "accountName":
      return issue.code === "too_big" ? msg`Account name is too long` : msg`Account name is required`;
    case "accountNumber":
      return msg`Account number must be 9 digits`;
    case "paymentMethod":
      return msg`Please select a payment method`;
    case "amount": {
      if (issue.code === "not_integer") return msg`Amount must be a whole number of XAF`;
      if (issue.code === "too_big") return msg`Amount is too large`;
      const minimum = xaf(issue.minimum ?? MIN_WITHDRAWAL_XAF);
      return msg`Minimum withdrawal is ${minimum}`;
    }
    default:
      return msg`Please check this field.`;
  }
};
