import { describe, expect, it } from "vitest";
import { authIssueMessages } from "../features/auth/components/field-messages";
import { depositCodes, depositIssueMessages } from "../features/deposits/components/deposit-messages";
import { withdrawalIssueMessages } from "../features/withdrawals/components/withdrawal-messages";
import { testI18n } from "../test/i18n";
import { clientIssue, errorTexts, firstByField, issueText, type FieldIssue } from "./field-issues";

const NNBSP = /[\s\u00a0\u202f]/;

describe("field errors as codes", () => {
  it("renders a stored issue in the language active at render time, with the contract's figure", () => {
    const i18n = testI18n("en");
    const stored = firstByField([
      { field: "amount", code: "too_small", minimum: 3500, origin: "number", message: "Minimum withdrawal is 3,500 XAF" },
    ]);
    expect(errorTexts(i18n, stored, withdrawalIssueMessages)).toEqual({ amount: "Minimum withdrawal is FCFA\u00a03,500" });
    i18n.activate("fr");
    const fr = errorTexts(i18n, stored, withdrawalIssueMessages).amount ?? "";
    expect(fr).toMatch(/^Le retrait minimum est de 3\u202f500\u00a0FCFA$/);
    expect(fr.charAt(fr.indexOf("3") + 1)).toMatch(NNBSP);
    i18n.activate("en");
    expect(errorTexts(i18n, stored, withdrawalIssueMessages)).toEqual({ amount: "Minimum withdrawal is FCFA\u00a03,500" });
  });

  it("words an API refusal put on a field as the toast does: a duplicate transaction ID says so, en and fr", () => {
    const i18n = testI18n("en");
    const duplicate = firstByField([
      { field: "transactionId", code: "duplicate_transaction_id", message: "This transaction ID has already been submitted." },
    ]);
    expect(errorTexts(i18n, duplicate, depositIssueMessages, depositCodes)).toEqual({
      transactionId: "This transaction ID has already been submitted. Check the ID in your confirmation SMS.",
    });
    i18n.activate("fr");
    const fr = errorTexts(i18n, duplicate, depositIssueMessages, depositCodes).transactionId ?? "";
    expect(fr).toMatch(/déjà été soumis/);
    expect(fr).not.toMatch(/lettres ou des chiffres/);
  });

  it("keeps the first issue of each field, by its top-level name", () => {
    const issues: FieldIssue[] = [
      { field: "phone", code: "too_small", minimum: 9, message: "a" },
      { field: "phone", code: "invalid_format", message: "b" },
      { field: "steps.0.key", code: "required", message: "c" },
    ];
    expect(firstByField(issues)).toEqual({ phone: issues[0], steps: issues[2] });
  });

  it("words the sign-in and registration fields by field and code, never by the English sentence", () => {
    const i18n = testI18n("fr");
    const text = (issue: FieldIssue) => issueText(i18n, issue, authIssueMessages);
    expect(text({ field: "phone", code: "invalid_format", message: "whatever the server wrote" })).toBe(
      "Veuillez saisir un numéro camerounais valide (9 chiffres commençant par 6, 7, 8 ou 9)",
    );
    expect(text({ field: "phone", code: "too_small", minimum: 9, message: "" })).toBe(
      "Le numéro de téléphone doit comporter 9 chiffres",
    );
    expect(text({ field: "password", code: "too_small", minimum: 6, message: "" })).toBe(
      "Le mot de passe doit contenir au moins 6 caractères",
    );
    expect(text(clientIssue("confirmPassword", "mismatch"))).toBe("Les mots de passe ne correspondent pas");
    // An API code put on its field reads as that code's message.
    i18n.activate("en");
    expect(text(clientIssue("phone", "phone_taken"))).toBe(
      "An account with this phone number already exists. Please log in instead.",
    );
    expect(text({ field: "somethingNew", code: "invalid_value", message: "" })).toBe(
      "Please fill in all required fields correctly.",
    );
  });

  it("words the deposit fields with the contract's minimum and step", () => {
    const i18n = testI18n("en");
    const text = (issue: FieldIssue) => issueText(i18n, issue, depositIssueMessages);
    expect(text({ field: "amount", code: "too_small", minimum: 1000, message: "" })).toBe("Minimum deposit is FCFA\u00a01,000");
    expect(text({ field: "amount", code: "not_multiple_of", divisor: 100, message: "" })).toBe(
      "Amount must be a multiple of FCFA\u00a0100",
    );
    expect(text({ field: "depositName", code: "required", message: "" })).toBe("Please fill in all fields");
    i18n.activate("fr");
    expect(text({ field: "amount", code: "not_integer", message: "" })).toBe("Le montant doit être un nombre entier de XAF");
  });

  it("has a French text for every message a form can show", () => {
    const i18n = testI18n("fr");
    const issues: FieldIssue[] = [
      { field: "accountName", code: "required", message: "" },
      { field: "accountName", code: "too_big", maximum: 100, message: "" },
      { field: "accountNumber", code: "invalid_format", message: "" },
      { field: "paymentMethod", code: "invalid_value", message: "" },
      { field: "amount", code: "too_big", maximum: 1, message: "" },
      { field: "other", code: "invalid_value", message: "" },
    ];
    const en = testI18n("en");
    for (const issue of issues) {
      expect(issueText(i18n, issue, withdrawalIssueMessages)).not.toBe(issueText(en, issue, withdrawalIssueMessages));
    }
  });
});
