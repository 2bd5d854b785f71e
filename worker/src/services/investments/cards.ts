/**
 * Investment cards, the products on offer (docs/product-rules.md#cards): the list
 * investors read in their language, the staff's list with both languages, and the staff's
 * edit of a card, audited. Existing investments keep the terms they were bought with.
 * Raises `not_found` (404).
 */
import type { AdminCardView, CardUpdateInput, InvestmentCardView } from "@app/schema/contracts/investments";
import type { ContentLang } from "@app/schema/contracts/settings";
import { xafToDecimalString } from "@app/schema/money";
import { ApiError } from "../../lib/api-error";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { asc, eq } from "drizzle-orm";
import { investmentCards } from "@app/schema/db/investments";
import { getDb } from "../../lib/db";

/** A card as drizzle's query builder reads it (plain one-table reads; docs/ARCHITECTURE.md#reading-the-database). */
export type Card = typeof investmentCards.$inferSelect;

/** The card with id `id`, or undefined. */
export function findCard(db: D1Database, id: number): Promise<Card | undefined> {
  return getDb(db).select().from(investmentCards).where(eq(investmentCards.id, id)).get();
}

/**
 * The card in `lang`; a French text still empty (a row written before French was
 * required) falls back to the English (docs/product-rules.md#content-languages).
 */
function toCardView(c: Card, lang: ContentLang): InvestmentCardView {
  const fr = lang === "fr";
  return {
    id: c.id,
    name: (fr && c.nameFr) || c.name,
    description: (fr && c.descriptionFr) || c.description,
    howReturnsAreEarned: (fr && c.howReturnsAreEarnedFr) || c.howReturnsAreEarned,
    imageUrl: c.imageUrl,
    investmentAmount: xafToDecimalString(c.investmentAmountXaf),
    dailyReturn: xafToDecimalString(c.dailyReturnXaf),
    durationDays: c.durationDays,
    isActive: c.isActive,
  };
}

function toAdminCardView(c: Card): AdminCardView {
  return {
    ...toCardView(c, "en"),
    nameFr: c.nameFr,
    descriptionFr: c.descriptionFr,
    howReturnsAreEarnedFr: c.howReturnsAreEarnedFr,
  };
}

function allCards(db: D1Database): Promise<Card[]> {
  return getDb(db).select().from(investmentCards).orderBy(asc(investmentCards.sortOrder), asc(investmentCards.id));
}

/** Every card, active or not, in the order the staff set, its texts in `lang`. */
export async function listCards(db: D1Database, lang: ContentLang): Promise<InvestmentCardView[]> {
  return (await allCards(db)).map((c) => toCardView(c, lang));
}

/** Every card for staff, with its English and French texts. */
export async function listAdminCards(db: D1Database): Promise<AdminCardView[]> {
  return (await allCards(db)).map(toAdminCardView);
}

/** Admin edit of a card; existing investments keep the terms they were bought with. */
export async function updateCard(db: D1Database, admin: AdminRow, id: number, input: CardUpdateInput): Promise<AdminCardView> {
  const [, update] = await db.batch([
    auditStatement(db, admin, "card.update", { type: "investment_card", id }, input, {
      sql: "EXISTS (SELECT 1 FROM investment_cards WHERE id = ?)",
      params: [id],
    }),
    db
      .prepare(
        `UPDATE investment_cards SET name = ?, description = ?, how_returns_are_earned = ?,
                name_fr = ?, description_fr = ?, how_returns_are_earned_fr = ?, image_url = ?,
                investment_amount_xaf = ?, daily_return_xaf = ?, duration_days = COALESCE(?, duration_days), is_active = ?
          WHERE id = ?`,
      )
      .bind(
        input.name,
        input.description,
        input.howReturnsAreEarned,
        input.nameFr,
        input.descriptionFr,
        input.howReturnsAreEarnedFr,
        input.imageUrl,
        input.investmentAmount,
        input.dailyReturn,
        input.durationDays ?? null,
        input.isActive ? 1 : 0,
        id,
      ),
  ]);
  // Not `!== 1`: D1's `changes` also counts the rows the UPDATE's triggers wrote (the search index, migration 0020).
  if (update!.meta.changes === 0) throw new ApiError("not_found", "Investment card not found.");
  return toAdminCardView((await findCard(db, id))!);
}
