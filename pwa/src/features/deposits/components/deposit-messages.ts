/**
 * Deposit texts chosen by code or by the contract's English message (spec section 8,
 * Deposits; schema/src/contracts/deposits.ts), so the form speaks the reader's language
 * whichever side found the problem.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DepositVerificationInput } from "@app/schema/contracts/deposits";
import type { CodeMessages } from "../../../lib/error-messages";

export type DepositMethod = DepositVerificationInput["paymentMethod"];
/** The contract's methods without importing its zod schemas into the dialog's chunk. */
export const METHODS = ["MTN", "Orange"] as const satisfies readonly DepositMethod[];
type Missing = Exclude<DepositMethod, (typeof METHODS)[number]>;
export const methodsAreComplete: [Missing] extends [never] ? true : never = true;

export const methodNames: Record<DepositMethod, string> = { MTN: "MTN Mobile Money", Orange: "Orange Money" };

export const depositsOff = msg`Deposit services are temporarily under maintenance to improve security. Please try again later.`;
export const statusCheckFailed = msg`Unable to check deposit status. Please try again later.`;
export const fillAllFields = msg`Please fill in all fields`;
export const verificationFailed = msg`Verification submission failed`;

export const depositCodes: CodeMessages = {
  duplicate_transaction_id: msg`This transaction ID has already been submitted. Check the ID in your confirmation SMS.`,
  deposits_disabled: depositsOff,
};

const fieldMessages: Record<string, MessageDescriptor> = {
  "Please fill in all fields": fillAllFields,
  "Amount must be a whole number of XAF": msg`Amount must be a whole number of XAF`,
  "Minimum deposit is 1,000 XAF": msg`Minimum deposit is 1,000 XAF`,
  "Amount is too large": msg`Amount is too large`,
  "Amount must be a multiple of 100 XAF": msg`Amount must be a multiple of 100 XAF`,
  "Please select a payment method": msg`Please select a payment method`,
  "Transaction ID must contain letters or digits": msg`Transaction ID must contain letters or digits`,
  "Transaction ID may contain only Latin letters (A to Z) and digits": msg`Transaction ID may contain only Latin letters (A to Z) and digits`,
};

export function depositFieldMessage(english: string): MessageDescriptor {
  return fieldMessages[english] ?? msg`Please check this field.`;
}
