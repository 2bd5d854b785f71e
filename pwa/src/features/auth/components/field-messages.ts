/**
 * The sign-in, registration and password forms' field messages, chosen by the issue's
 * field and code (schema/src/issues.ts) with the contract's figures, whichever side found
 * the problem (schema/src/contracts/auth.ts, the API's `issues`). Small and free of zod, so
 * the forms render errors without loading validate.ts.
 */
import { msg } from "@lingui/core/macro";
import { codeMessage } from "@app/web/error-messages";
import { isGenericCode, type IssueMessages } from "../../../lib/field-issues";

export const fixFields = msg`Please fill in all required fields correctly.`;
export const phoneFormat = msg`Please enter a valid Cameroon phone number (9 digits starting with 6, 7, 8, or 9)`;

/** The auth forms' messages for an issue; an API code on a field (`phone_taken`) gets its code's message. */
export const authIssueMessages: IssueMessages = (issue, n) => {
  if (!isGenericCode(issue.code)) return codeMessage(issue.code) ?? fixFields;
  const { code } = issue;
  switch (issue.field) {
    case "phone": {
      if (code === "invalid_format") return phoneFormat;
      const digits = n(issue.minimum ?? issue.maximum ?? 9);
      return msg`Phone number must be ${digits} digits`;
    }
    case "password":
    case "newPassword": {
      if (code === "too_small") {
        const min = n(issue.minimum);
        return msg`Password must be at least ${min} characters`;
      }
      if (code === "too_big") {
        const max = n(issue.maximum);
        return msg`Password must be at most ${max} characters`;
      }
      return msg`Password is required`;
    }
    case "currentPassword":
      if (code === "too_big") {
        const max = n(issue.maximum);
        return msg`Password must be at most ${max} characters`;
      }
      return msg`Current password is required`;
    case "confirmPassword":
      return code === "mismatch" ? msg`Passwords don't match` : msg`Password confirmation is required`;
    case "fullName":
      return code === "too_big" ? msg`Full name is too long` : msg`Full name is required`;
    case "mobileMoneyService":
      return msg`Please select a mobile money service`;
    case "referralCode":
      return code === "too_big" ? msg`Referral code is too long` : fixFields;
    case "acceptTerms":
      return msg`You must be of age and accept the Terms`;
    default:
      return fixFields;
  }
};
