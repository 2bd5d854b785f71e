/**
 * Every audit entry reads in the admin's language (docs/product-rules.md#audit-log, ADM-6;
 * issue 34, item 12): codes (a proposal's kind, a role, a channel mode, a second factor) as
 * words, the English summary of an older proposal worded again, amounts formatted as the rest
 * of the panel formats them, and a card edit showing only what changed.
 */
import { describe, expect, it } from "vitest";
import { formatXaf } from "@app/web/money";
import { testI18n } from "../test/i18n";
import { actionLabel } from "./action-label";
import { type AuditLine, auditLines } from "./audit-detail";

const fr = testI18n("fr");
const en = testI18n("en");
const text = (lines: AuditLine[]) => lines.map((l) => `${l.label}: ${l.before ?? ""} ${l.after}`).join("\n");
/** Raw codes and unformatted figures a French reader must never see. */
const RAW =
  /withdrawal_approval|reserve_funding|balance_adjustment|phone_change|suspense_refund|number_verification|\bowner\b|\bfinance\b|automatic|manual|recovery_code|\b150000\b|\bXAF\b|Approve |Fund the|Adjust /;

const WITHDRAWAL = {
  kind: "withdrawal_approval",
  withdrawalId: 12,
  userId: 3,
  fullName: "Amina Bello",
  accountNumber: "670000001",
  registeredPhone: "670000001",
  paymentMethod: "MTN",
};

describe("audit entries in the admin's language", () => {
  it("words a proposal from its stored details: kind, amount and what it does", () => {
    const detail = JSON.stringify({
      kind: "withdrawal_approval",
      amountXaf: 150_000,
      details: WITHDRAWAL,
      reason: "Gros retrait",
    });
    const lines = auditLines(detail, fr);
    expect(text(lines)).not.toMatch(RAW);
    expect(lines).toContainEqual({ label: "Nature", after: "Approbation de retrait" });
    expect(lines).toContainEqual({ label: "Montant", after: formatXaf(150_000, "fr") });
    expect(lines).toContainEqual({
      label: "Action",
      after: `Approuver le retrait n° 12 de ${formatXaf(150_000, "fr")} vers le +237 670000001`,
    });
    expect(lines).toContainEqual({ label: "Motif", after: "Gros retrait" });
  });

  it.each([
    [
      "Approve withdrawal #12 of 150000 XAF to MTN 670000001",
      `Approuver le retrait n° 12 de ${formatXaf(150_000, "fr")} vers le +237 670000001`,
    ],
    ["Fund the returns reserve with 150000 XAF", `Approvisionner la réserve de rendements de ${formatXaf(150_000, "fr")}`],
  ])("words an older proposal's English summary %j again", (summary, words) => {
    const kind = summary.startsWith("Fund") ? "reserve_funding" : "withdrawal_approval";
    const lines = auditLines(JSON.stringify({ kind, amountXaf: 150_000, summary, reason: null }), fr);
    expect(text(lines)).not.toMatch(RAW);
    expect(lines).toContainEqual({ label: "Action", after: words });
  });

  it("words an older balance adjustment's summary, each account's figures formatted", () => {
    const summary = "Adjust principal 0 -> 150000 XAF, referral 2000 -> 0 XAF of user #3";
    const lines = auditLines(JSON.stringify({ kind: "balance_adjustment", amountXaf: 152_000, summary, reason: "x" }), fr);
    expect(text(lines)).not.toMatch(RAW);
    const action = lines.find((l) => l.label === "Action");
    expect(action?.after).toContain(`${formatXaf(0, "fr")} → ${formatXaf(150_000, "fr")}`);
    expect(action?.after).toContain(`${formatXaf(2_000, "fr")} → ${formatXaf(0, "fr")}`);
  });

  it("keeps a summary it cannot read as it is, so nothing stored is hidden", () => {
    const lines = auditLines(JSON.stringify({ kind: "future_kind", amountXaf: 5, summary: "Something new" }), fr);
    expect(lines).toContainEqual({ label: "Action", after: "Something new" });
    expect(lines).toContainEqual({ label: "Nature", after: "future_kind" });
  });

  it("names roles, channel modes, the second factor and an admin's disabling in words", () => {
    expect(auditLines(JSON.stringify({ username: "awa", role: "owner" }), fr)).toEqual([
      { label: "Nom d'utilisateur", after: "awa" },
      { label: "Rôle", after: "Propriétaire" },
    ]);
    expect(auditLines(JSON.stringify({ role: "finance", disabled: true }), fr)).toEqual([
      { label: "Rôle", after: "Finance" },
      { label: "Désactivé", after: "Oui" },
    ]);
    const channels = auditLines(
      JSON.stringify({ deposits: { MTN: "automatic", Orange: "manual" }, payouts: { MTN: "manual", Orange: "manual" } }),
      fr,
    );
    expect(text(channels)).not.toMatch(RAW);
    expect(channels[0]).toEqual({ label: "Dépôts", after: "MTN\u00a0: automatique, Orange\u00a0: manuel" });
    expect(auditLines(JSON.stringify({ secondFactor: "recovery_code" }), fr)).toEqual([
      { label: "Second facteur", after: "Code de secours" },
    ]);
    expect(auditLines(JSON.stringify({ kind: "reserve_funding", amountXaf: 150_000 }), en)).toEqual([
      { label: "Kind", after: "Reserve funding" },
      { label: "Amount", after: formatXaf(150_000, "en") },
    ]);
  });

  it("lists only the fields a card edit changed", () => {
    const detail = JSON.stringify({
      before: { name: "Starry Night Board", dailyReturn: 275 },
      after: { name: "Starry Night Board II", dailyReturn: 300 },
    });
    expect(auditLines(detail, fr)).toEqual([
      { label: "Nom", before: "Starry Night Board", after: "Starry Night Board II" },
      { label: "Rendement quotidien", before: formatXaf(275, "fr"), after: formatXaf(300, "fr") },
    ]);
  });
});

describe("an older card edit, stored with every field", () => {
  it("is shown whole, after a line saying it cannot tell which fields changed", () => {
    const lines = auditLines(JSON.stringify({ name: "Starry Night Board", dailyReturn: 275 }), fr, "card.update");
    expect(lines).toEqual([
      { label: "", after: "Entrée ancienne\u00a0: tous les champs tels qu’enregistrés, pas seulement ceux qui ont changé." },
      { label: "Nom", after: "Starry Night Board" },
      { label: "Rendement quotidien", after: formatXaf(275, "fr") },
    ]);
    expect(auditLines(JSON.stringify({ before: { name: "A" }, after: { name: "B" } }), fr, "card.update")).toHaveLength(1);
  });
});

describe("the newest actions", () => {
  it("names a payout phone change and a suspense refund, the payer's phone and amount formatted", () => {
    expect(actionLabel("user.phone_change", fr)).toBe("A changé le téléphone de paiement d’un utilisateur");
    expect(actionLabel("suspense.refund", fr)).toBe("A remboursé un dépôt en attente");
    const lines = auditLines(JSON.stringify({ amountXaf: 5_000, payerPhone: "670000001", reference: "LA-7K3M9Q2P" }), fr);
    expect(lines).toEqual([
      { label: "Montant", after: formatXaf(5_000, "fr") },
      { label: "Téléphone du payeur", after: "+237 670000001" },
      { label: "Référence", after: "LA-7K3M9Q2P" },
    ]);
  });
});
