/**
 * What the audit log stores is what the panel words (docs/product-rules.md#audit-log, ADM-6;
 * issue 34, item 12): a card edit stores only the fields it changed, each before and after,
 * read from the live row in the same statement; a proposal stores its figures (the
 * `ApprovalDetails` the approvals tab words), not an English sentence.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminCookie, call } from "../../test/helpers";
import { proposeFunding } from "../../test/approval-helpers";

const lastDetail = async (action: string, targetId: number | string) =>
  JSON.parse(
    (await env.DB.prepare("SELECT detail FROM audit_log WHERE action = ? AND target_id = ? ORDER BY id DESC LIMIT 1")
      .bind(action, String(targetId))
      .first<{ detail: string }>())!.detail,
  ) as Record<string, unknown>;

const CARD = {
  name: "Audit Board",
  description: "A board",
  howReturnsAreEarned: "Rentals",
  nameFr: "Tableau audité",
  descriptionFr: "Un tableau",
  howReturnsAreEarnedFr: "Locations",
  imageUrl: "/a.svg",
  investmentAmount: 25_000,
  dailyReturn: 125,
  durationDays: 30,
  isActive: true,
};

describe("PUT /api/admin/investment-cards/:id audits only what changed", () => {
  it("stores each changed field before and after, and nothing of the fields left as they were", async () => {
    const admin = await adminCookie();
    const { id } = (await env.DB.prepare(
      `INSERT INTO investment_cards (collection, name, description, how_returns_are_earned, name_fr, description_fr,
         how_returns_are_earned_fr, image_url, investment_amount_xaf, daily_return_xaf, duration_days, is_active)
       VALUES ('c', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1) RETURNING id`,
    )
      .bind(
        CARD.name,
        CARD.description,
        CARD.howReturnsAreEarned,
        CARD.nameFr,
        CARD.descriptionFr,
        CARD.howReturnsAreEarnedFr,
        CARD.imageUrl,
        CARD.investmentAmount,
        CARD.dailyReturn,
        CARD.durationDays,
      )
      .first<{ id: number }>())!;
    const put = (body: Record<string, unknown>) =>
      call(`/api/admin/investment-cards/${id}`, { method: "PUT", cookie: admin, body });

    expect((await put({ ...CARD, nameFr: "Tableau revu", dailyReturn: 150 })).status).toBe(200);
    expect(await lastDetail("card.update", id)).toEqual({
      before: { nameFr: "Tableau audité", dailyReturn: 125 },
      after: { nameFr: "Tableau revu", dailyReturn: 150 },
    });

    // Switched off, term left out of the request: only the switch changed.
    const { durationDays: _, ...withoutTerm } = CARD;
    expect((await put({ ...withoutTerm, nameFr: "Tableau revu", dailyReturn: 150, isActive: false })).status).toBe(200);
    expect(await lastDetail("card.update", id)).toEqual({ before: { isActive: true }, after: { isActive: false } });
  });
});

describe("a proposal's audit entry", () => {
  it("stores the proposal's figures for the panel to word, not an English summary", async () => {
    const admin = await adminCookie();
    const approvalId = await proposeFunding(admin, 12_345, "Rentals");
    const detail = await lastDetail("approval.propose", approvalId);
    expect(detail).toEqual({
      kind: "reserve_funding",
      amountXaf: 12_345,
      details: { kind: "reserve_funding", requestId: expect.any(String) },
      reason: "Rentals",
    });
  });
});
