import { describe, expect, it } from "vitest";
import { testI18n } from "../../test/i18n";
import {
  checkDepositDecision,
  depositDecision,
  depositDecisionValues,
  depositIssueMessage,
  type DepositDecisionContext,
} from "./deposit-decision";

const approve: DepositDecisionContext = { status: "approved", declaredXaf: 25_000 };
const reject: DepositDecisionContext = { status: "rejected", declaredXaf: 25_000 };
const en = testI18n("en");

describe("a deposit decision (docs/product-rules.md#deposits, DEP-5)", () => {
  it("credits the declared amount without sending it, and sends a different one with its note", () => {
    const declared = depositDecisionValues(25_000);
    expect(checkDepositDecision(approve, declared)).toBeUndefined();
    expect(depositDecision(approve, declared)).toEqual({ status: "approved" });
    const less = { amount: "24 500", adminNotes: "  Operator fee kept  " };
    expect(checkDepositDecision(approve, less)).toBeUndefined();
    expect(depositDecision(approve, less)).toEqual({ status: "approved", amount: 24_500, adminNotes: "Operator fee kept" });
  });

  it("asks why the amount differs before anything is sent", () => {
    const checked = checkDepositDecision(approve, { amount: "24500", adminNotes: " " });
    expect(en._(checked!.fields.adminNotes!)).toBe("Say why the amount differs from the declared one");
  });

  it("refuses an amount received that is not whole XAF from 1 to 10,000,000, in the reader's language", () => {
    for (const amount of ["", "0", "12.5", "20000000", "abc"]) {
      const checked = checkDepositDecision(approve, { amount, adminNotes: "Checked" });
      expect(en._(checked!.fields.amount!)).toBe("Enter the whole number of XAF received");
    }
    const fr = testI18n("fr");
    const checked = checkDepositDecision(approve, { amount: "0", adminNotes: "" });
    expect(fr._(checked!.fields.amount!)).not.toBe("Enter the whole number of XAF received");
  });

  it("reads no amount on a rejection", () => {
    const values = { amount: "not a number", adminNotes: "Transaction ID not found" };
    expect(checkDepositDecision(reject, values)).toBeUndefined();
    expect(depositDecision(reject, values)).toEqual({ status: "rejected", adminNotes: "Transaction ID not found" });
  });

  it("words the server's refusal of the notes at the notes", () => {
    const issue = { field: "adminNotes", code: "too_big", maximum: 500, origin: "string", message: "" } as const;
    expect(en._(depositIssueMessage(issue)!)).toBe("At most 500 characters");
  });
});
