import { describe, expect, it } from "vitest";
import { TRANSFER_KINDS } from "@app/schema/db/ledger";
import { formatXaf } from "@app/web/money";
import { testI18n } from "../../../test/i18n";
import { accountLabel, detailText, isNeutral, kindLabel, statusLabel, withdrawalSummary } from "./transaction-labels";

describe("history labels", () => {
  it("names every transfer kind in both languages, and an unknown kind as another movement", () => {
    const en = testI18n("en");
    const fr = testI18n("fr");
    for (const kind of TRANSFER_KINDS) {
      expect(en._(kindLabel(kind))).not.toBe("Other movement");
      expect(fr._(kindLabel(kind))).not.toBe(en._(kindLabel(kind)));
    }
    expect(en._(kindLabel("something_new"))).toBe("Other movement");
    expect(fr._(accountLabel("referral"))).not.toBe(testI18n("en")._(accountLabel("referral")));
    expect(en._(accountLabel("nope"))).toBe("Other account");
  });

  it("reads a withdrawal as Approved or Rejected, anything but completed or pending as failed", () => {
    const en = testI18n("en");
    const label = (type: string, status: string) => {
      const s = statusLabel(type, status);
      return [en._(s.label), s.tone];
    };
    expect(label("withdrawal_hold", "completed")).toEqual(["Approved", "ok"]);
    // Approved and being paid by the provider (docs/product-rules.md#automatic-rails): never "Rejected".
    expect(label("withdrawal_hold", "processing")).toEqual(["Being paid", "pending"]);
    expect(label("withdrawal_hold", "failed")).toEqual(["Rejected", "danger"]);
    expect(label("deposit", "pending")).toEqual(["Pending", "pending"]);
    expect(label("deposit", "completed")).toEqual(["Completed", "ok"]);
    expect(label("deposit", "cancelled")).toEqual(["Failed", "danger"]);
  });

  it("shows payout and fee unsigned: they leave the hold, not a spendable balance", () => {
    expect(isNeutral("withdrawal_payout")).toBe(true);
    expect(isNeutral("withdrawal_fee")).toBe(true);
    expect(isNeutral("withdrawal_hold")).toBe(false);
    expect(isNeutral("deposit")).toBe(false);
  });

  it("words the line under a movement and never shows an internal reference raw", () => {
    const en = testI18n("en");
    const none = { withdrawalRequestId: null, depositVerificationId: null, investmentId: null, referredUserId: null };
    const request12 = { ...none, withdrawalRequestId: 12 };
    expect(detailText(en, "adjustment", "Correction of a typo", none)).toBe("Reason: Correction of a typo");
    expect(detailText(en, "deposit", "MP2401.1234", { ...none, depositVerificationId: 3 })).toBe("Transaction ID: MP2401.1234");
    expect(detailText(en, "withdrawal_payout", "670000001", request12)).toBe("Sent to +237 670000001 · Request #12");
    expect(detailText(en, "withdrawal_fee", null, request12)).toBe("Request #12");
    expect(detailText(en, "daily_return", "2026-03-02", { ...none, investmentId: 7 })).toMatch(
      /^Return for (Mar 2, 2026|2 Mar 2026)$/,
    );
    expect(detailText(en, "investment", null, { ...none, investmentId: 7 })).toBe("");
    const fr = testI18n("fr");
    expect(detailText(fr, "adjustment", "Erreur", none)).not.toBe("Reason: Erreur");
  });

  it("names an investment's card in the reader's language, the memo's English name when it has no French one", () => {
    const card = { withdrawalRequestId: null, depositVerificationId: null, investmentId: 7, referredUserId: null };
    const [en, fr] = [testI18n("en"), testI18n("fr")];
    expect(detailText(fr, "investment", "Lily Board", card, "Tableau des nénuphars")).toBe("Tableau des nénuphars");
    expect(detailText(fr, "maturity", "Lily Board", card, "Tableau des nénuphars")).toBe("Tableau des nénuphars");
    expect(detailText(en, "investment", "Lily Board", card, "Tableau des nénuphars")).toBe("Lily Board");
    expect(detailText(fr, "investment", "Lily Board", card, null)).toBe("Lily Board");
  });

  it("sums a withdrawal up on its one line: the fee and what was or will be received, or that it came back", () => {
    const w = { fee: "250.00", amountToReceive: "4750.00" };
    const en = testI18n("en");
    const xaf = (n: string) => formatXaf(n, "en");
    expect(withdrawalSummary(en, "completed", w)).toBe(`Fee ${xaf("250")} · you received ${xaf("4750")}`);
    expect(withdrawalSummary(en, "pending", w)).toBe(`Fee ${xaf("250")} · you will receive ${xaf("4750")}`);
    expect(withdrawalSummary(en, "failed", w)).toBe("Not paid: the amount came back to your balance");
    const fr = (n: string) => formatXaf(n, "fr");
    expect(withdrawalSummary(testI18n("fr"), "completed", w)).toBe(`Frais ${fr("250")} · vous avez reçu ${fr("4750")}`);
  });
});
