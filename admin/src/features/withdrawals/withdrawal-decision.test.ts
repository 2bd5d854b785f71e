import { describe, expect, it } from "vitest";
import { testI18n } from "../../test/i18n";
import { checkWithdrawalDecision, withdrawalIssueMessage, withdrawalNotes } from "./withdrawal-decision";

describe("a withdrawal decision's notes", () => {
  it("are sent trimmed, and not at all when blank", () => {
    expect(checkWithdrawalDecision({ value: { adminNotes: "   " } })).toBeUndefined();
    expect(withdrawalNotes({ adminNotes: "   " })).toBeUndefined();
    expect(withdrawalNotes({ adminNotes: " Sent by hand " })).toBe("Sent by hand");
  });

  it("are refused over 500 characters, at the field, in the reader's language", () => {
    const checked = checkWithdrawalDecision({ value: { adminNotes: "n".repeat(501) } });
    expect(testI18n("en")._(checked!.fields.adminNotes!)).toBe("At most 500 characters");
    expect(testI18n("fr")._(checked!.fields.adminNotes!)).toBe("500 caractères au maximum");
    expect(withdrawalIssueMessage({ field: "json", code: "invalid_type", message: "" })).toBeUndefined();
  });
});
