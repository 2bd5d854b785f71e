/**
 * Deposit texts chosen by the API's code or by a field issue's field and code (spec
 * section 8, Deposits; schema/src/issues.ts), so the form speaks the reader's language
 * whichever side found the problem.
 */
import { msg } from "@lingui/core/macro";
import type { DepositVerificationInput } from "@app/schema/contracts/deposits";
import { DEPOSIT_STEP_XAF, MIN_DEPOSIT_XAF } from "@app/schema/money";
import type { CodeMessages } from "@app/web/error-messages";
import type { IssueMessages } from "../../../lib/field-issues";
import { overTierLimit } from "../../../lib/tier-limit-text";

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
  tier_limit: overTierLimit,
};

/**
 * The deposit form's field messages by field and code, with the contract's figures
 * (schema/src/contracts/deposits.ts; docs/product-rules.md#deposits).
 */
export const depositIssueMessages: IssueMessages = (issue, _n, xaf) => {
  if (issue.code === "required") return fillAllFields;
  switch (issue.field) {
    case "amount": {
      if (issue.code === "not_integer") return msg`Amount must be a whole number of XAF`;
      if (issue.code === "too_big") return msg`Amount is too large`;
      if (issue.code === "not_multiple_of") {
        const step = xaf(issue.divisor ?? DEPOSIT_STEP_XAF);
        return msg`Amount must be a multiple of ${step}`;
      }
      if (issue.code === "too_small") {
        const minimum = xaf(issue.minimum ?? MIN_DEPOSIT_XAF);
        return msg`Minimum deposit is ${minimum}`;
      }
      return fillAllFields;
    }
    case "paymentMethod":
      return msg`Please select a payment method`;
    case "transactionId":
      if (issue.code === "too_big") return msg`Please check this field.`;
      if (issue.code === "invalid_format") return msg`Transaction ID may contain only Latin letters (A to Z) and digits`;
      return msg`Transaction ID must contain letters or digits`;
    default:
      return msg`Please check this field.`;
  }
};
