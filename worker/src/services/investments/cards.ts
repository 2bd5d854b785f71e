/**
 * Investment cards, the products on offer (docs/product-rules.md#cards): the list
 * investors read in their language, the staff's list with both languages, and the staff's
 * edit of a card, audited. Existing investments keep the terms they were bought with. Each
 * card says whether the reserve can fund its target return now (RES-4).
 * Raises `not_found` (404).
 */
import {
  type AdminCardView,
  type CardUpdateInput,
  cardAvailability,
  type InvestmentCardView,
} from "@app/schema/contracts/investments";
import type { ContentLang } from "@app/schema/contracts/settings";
import { xafToDecimalString } from "@app/schema/money";
import { ApiError } from "../../lib/api-error";
import type { AdminRow } from "../admins/accounts";
import { cardEditAuditStatement } from "./card-edit-audit";
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
function toCardView(c: Card, lang: ContentLang, reserveFreeXaf: number): InvestmentCardView {
  const fr = lang === "fr";
  const returnFunded = reserveFreeXaf >= c.dailyReturnXaf * c.durationDays;
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
    returnFunded,
    availability: cardAvailability({ isActive: c.isActive, returnFunded }),
  };
}

function toAdminCardView(c: Card, reserveFreeXaf: number): AdminCardView {
  return {
    ...toCardView(c, "en", reserveFreeXaf),
    nameFr: c.nameFr,
    descriptionFr: c.descriptionFr,
    howReturnsAreEarnedFr: c.howReturnsAreEarnedFr,
  };
}

function allCards(db: D1Database): Promise<Card[]> {
  return getDb(db).select().from(investmentCards).orderBy(asc(investmentCards.sortOrder), asc(investmentCards.id));
}

/** The returns reserve's free balance, XAF: what can fund a new purchase's target return (RES-4). */
async function reserveFree(db: D1Database): Promise<number> {
  const row = await db
    .prepare("SELECT balance_xaf AS b FROM ledger_accounts WHERE id = 'returns_reserve'")
    .first<{ b: number }>();
  return row?.b ?? 0;
}

/** Every card, active or not, in the order the staff set, its texts in `lang`. */
export async function listCards(db: D1Database, lang: ContentLang): Promise<InvestmentCardView[]> {
  const [cards, free] = await Promise.all([allCards(db), reserveFree(db)]);
  return cards.map((c) => toCardView(c, lang, free));
}

/** Every card for staff, with its English and French texts. */
export async function listAdminCards(db: D1Database): Promise<AdminCardView[]> {
  const [cards, free] = await Promise.all([allCards(db), reserveFree(db)]);
  return cards.map((c) => toAdminCardView(c, free));
}

/** Admin edit of a card; existing investments keep the terms they were bought with. */
export async function updateCard(db: D1Database, admin: AdminRow, id: number, input: CardUpdateInput): Promise<AdminCardView> {
  const [, update] = await db.batch([
    // Only the fields the edit changes, read from the live row (ADM-6).
    cardEditAuditStatement(db, admin, id, input),
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
  return toAdminCardView((await findCard(db, id))!, await reserveFree(db));
}
