/**
 * What the identity form says about a refused field or request (docs/product-rules.md#identity,
 * IDV-1..IDV-3), by field and code, with the contract's figures.
 */
import { msg } from "@lingui/core/macro";
import type { CodeMessages } from "@app/web/error-messages";
import type { IssueMessages } from "../../lib/field-issues";

export const identityCodes: CodeMessages = {
  identity_pending: msg`Your identity check is already waiting for a decision.`,
  identity_already_verified: msg`Your identity is already verified.`,
  payload_too_large: msg`The photos are too large: each must be at most 5 MB.`,
};

export const identityIssueMessages: IssueMessages = (issue, n) => {
  switch (issue.field) {
    case "fullLegalName":
      return issue.code === "required"
        ? msg`Enter your full legal name`
        : msg`Enter your full name as on your document (3 to 120 characters)`;
    case "dateOfBirth": {
      if (issue.code === "under_age") {
        const age = n(issue.minimum);
        return msg`You must be at least ${age} years old to verify your identity.`;
      }
      return msg`Enter a real date of birth`;
    }
    case "documentType":
      return msg`Choose your national identity card or passport`;
    case "documentNumber":
      return msg`Enter the document number: 4 to 30 letters, digits, spaces, / or -`;
    case "documentPhoto":
    case "selfie":
      if (issue.code === "too_big") return msg`This photo is over 5 MB. Take a smaller one.`;
      if (issue.code === "invalid_format") return msg`This file is not a JPEG, PNG or WebP photo.`;
      return msg`Add a photo`;
    default:
      return msg`Please check this field`;
  }
};
