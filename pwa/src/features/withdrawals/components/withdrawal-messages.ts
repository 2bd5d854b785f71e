/**
 * Withdrawal texts of spec sections 5 and 8, chosen by the contract's English message
 * (schema/src/contracts/withdrawals.ts) or by the API's code.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CodeMessages } from "../../../lib/error-messages";

export const withdrawalsOff = msg`Withdrawal requests are currently disabled by administration. Please try again later.`;
export const statusCheckFailed = msg`Unable to check withdrawal status. Please try again later.`;
export const notEnoughFunds = msg`You don't have enough funds in your principal account for this withdrawal.`;
export const requestFailed = msg`An error occurred during withdrawal request`;

/**
 * Why a withdrawal is held after an admin password reset, and when it reopens
 * (`reopensAt` of the 409 `withdrawals_cooling_off`, shown in Cameroon time).
 */
export function coolingOffMessage(when: string): MessageDescriptor {
  return msg`Your password was reset by an administrator. For your safety, new withdrawals are paused for 24 hours, as banks do after a reset. You can request a withdrawal again from ${when} (Cameroon time).`;
}

export const withdrawalCodes: CodeMessages = {
  insufficient_balance: notEnoughFunds,
  withdrawals_disabled: withdrawalsOff,
};

const fieldMessages: Record<string, MessageDescriptor> = {
  "Account name is required": msg`Account name is required`,
  "Account number must be 9 digits": msg`Account number must be 9 digits`,
  "Please select a payment method": msg`Please select a payment method`,
  "Minimum withdrawal is 3,500 XAF": msg`Minimum withdrawal is 3,500 XAF`,
  "Amount must be a whole number of XAF": msg`Amount must be a whole number of XAF`,
  "Amount is too large": msg`Amount is too large`,
};

export function withdrawalFieldMessage(english: string): MessageDescriptor {
  return fieldMessages[english] ?? msg`Please check this field.`;
}

/** The server's message when it is the spec's 'disabled' text, in the reader's language. */
export function availabilityMessage(english: string): MessageDescriptor | string {
  return english === "" || english.startsWith("Withdrawal requests are currently disabled") ? withdrawalsOff : english;
}
