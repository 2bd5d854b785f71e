/**
 * Issue 34, item 12, at desktop width (1366 px), in French: the Audit log tab reads in the
 * admin's language (docs/product-rules.md#audit-log, ADM-6). A proposal shows its kind and
 * what it does in words with its amount formatted ("Approvisionner la réserve de rendements de
 * 12 345 FCFA"), not `reserve_funding` and an English summary; a new admin's role reads
 * "Propriétaire", not `owner`; a card edit lists only the field it changed.
 */
import type { APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./test";
import { BASE, ownerApi, ownerPage, snap } from "./support";

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

const headers = { Origin: BASE };
/** 12345 as any locale writes it: "12,345", "12 345" (narrow or no-break space). */
const xaf = (n: number) => new RegExp(String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "[\\s,.\u202f\u00a0]?"));

/** What GET /api/admin/investment-cards answers of a card (schema/src/contracts/investments.ts AdminCardView). */
interface AdminCard {
  id: number;
  name: string;
  description: string;
  howReturnsAreEarned: string;
  nameFr: string;
  descriptionFr: string;
  howReturnsAreEarnedFr: string;
  imageUrl: string;
  investmentAmount: string;
  dailyReturn: string;
  durationDays: number;
  isActive: boolean;
}

/** Card `id` as the edit form sends it. */
async function cardInput(owner: APIRequestContext, id: number) {
  const cards = (await (await owner.get("/api/admin/investment-cards")).json()) as AdminCard[];
  const c = cards.find((card) => card.id === id)!;
  return {
    name: c.name,
    description: c.description,
    howReturnsAreEarned: c.howReturnsAreEarned,
    nameFr: c.nameFr,
    descriptionFr: c.descriptionFr,
    howReturnsAreEarnedFr: c.howReturnsAreEarnedFr,
    imageUrl: c.imageUrl,
    investmentAmount: Number(c.investmentAmount),
    dailyReturn: Number(c.dailyReturn),
    durationDays: c.durationDays,
    isActive: c.isActive,
  };
}

test("the audit log reads in French: a proposal, a role and a card edit in words (fr)", async ({ browser }) => {
  const owner = await ownerApi();
  const stamp = Date.now().toString(36);
  const username = `audit-fr-${stamp}`;
  const created = await owner.post("/api/admin/admins", {
    headers,
    data: { username, password: "audit-words-2026", role: "owner" },
  });
  expect(created.status(), await created.text()).toBe(201);

  // A card edit of one field, put back at once (the other journeys read the demo cards).
  const card = await cardInput(owner, 5);
  const edit = (dailyReturn: number) => owner.put("/api/admin/investment-cards/5", { headers, data: { ...card, dailyReturn } });
  expect((await edit(card.dailyReturn + 1)).status()).toBe(200);
  expect((await edit(card.dailyReturn)).status()).toBe(200);

  // A proposal to fund the reserve, rejected at once (the reserve stays as the other journeys expect it).
  const proposed = await owner.post("/api/admin/reserve", {
    headers,
    data: { amount: 12_345, note: `Loyers ${stamp}`, requestId: crypto.randomUUID() },
  });
  expect(proposed.status(), await proposed.text()).toBe(202);
  const { approvalId } = (await proposed.json()) as { approvalId: number };
  const rejected = await owner.post(`/api/admin/approvals/${approvalId}/reject`, { headers, data: { note: "Essai" } });
  expect(rejected.status(), await rejected.text()).toBe(200);

  const page = await ownerPage(browser, "fr");
  await page.goto("/admin/audit");
  const log = page.getByRole("grid", { name: "Journal d'audit" });

  const proposal = log.getByRole("row").filter({ hasText: `Loyers ${stamp}` });
  await expect(proposal).toContainText("A proposé un changement à approuver");
  await expect(proposal).toContainText("Alimentation de la réserve");
  await expect(proposal).toContainText("Approvisionner la réserve de rendements de");
  await expect(proposal).toContainText(xaf(12_345));
  await expect(proposal).not.toContainText(/reserve_funding|Fund the|12345|XAF/);

  const admin = log.getByRole("row").filter({ hasText: username }).filter({ hasText: "A créé un administrateur" });
  await expect(admin).toContainText("Propriétaire");
  await expect(admin).not.toContainText(/\bowner\b/);

  const cardEdit = log.getByRole("row").filter({ hasText: "A modifié une carte d'investissement" }).first();
  await expect(cardEdit).toContainText("Rendement quotidien");
  await expect(cardEdit).not.toContainText(/Description|Image|Nom/);

  await expectNoAxeViolations(page, "audit log in French");
  await snap(page, "fr-admin-audit-words-01-log");
});
