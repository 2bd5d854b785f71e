import { describe, expect, it } from "vitest";
import { testI18n } from "../test/i18n";
import { platformAccountLabel } from "../features/ledger/account-label";
import { actionLabel, targetTypeLabel } from "./action-label";
import { auditLines } from "./audit-detail";

describe("the audit log and the ledger in words (docs/product-rules.md#audit-log)", () => {
  it("names actions, targets, setting fields and accounts in the reader's language", () => {
    const en = testI18n("en");
    const fr = testI18n("fr");
    expect(actionLabel("announcement.create", en)).toBe("Created an announcement");
    expect(actionLabel("announcement.create", fr)).toBe("A créé une annonce");
    expect(targetTypeLabel("announcement", fr)).toBe("Annonce");
    expect(platformAccountLabel("clearing:notchpay", en)).toBe("Notch Pay clearing");
    expect(platformAccountLabel("clearing:notchpay", fr)).toBe("Compte d’attente Notch Pay");
    const lines = auditLines(JSON.stringify({ howReturnsAreEarned: "Rentals", mtnSteps: [{}, {}] }), fr);
    expect(lines).toEqual([
      { label: "Comment les rendements sont générés", after: "Rentals" },
      { label: "Étapes de dépôt MTN", after: "2 éléments" },
    ]);
  });

  it("shows an unknown code as it is, so nothing the server stored is hidden", () => {
    const fr = testI18n("fr");
    expect(actionLabel("future.action", fr)).toBe("future.action");
    expect(targetTypeLabel("thing", fr)).toBe("thing");
    expect(platformAccountLabel("clearing:newrail", fr)).toBe("clearing:newrail");
  });
});
