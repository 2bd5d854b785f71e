/**
 * Investment cards, the products on offer (docs/product-rules.md#cards): the list
 * investors and staff read, and the staff's edit of a card, audited. Existing
 * investments keep the terms they were bought with. Raises `not_found` (404).
 */
import type { CardUpdateInput, InvestmentCardView } from "@app/schema/contracts/investments";
import { xafToDecimalString } from "@app/schema/money";
import { ApiError } from "../lib/api-error";
import { auditStatement, type AdminRow } from "./admins";
import { asc, eq } from "drizzle-orm";
import { investmentCards } from "@app/schema/db/investments";
import { getDb } from "../lib/db";

/** A card as drizzle's query builder reads it (plain one-table reads; docs/ARCHITECTURE.md#reading-the-database). */
export type Card = typeof investmentCards.$inferSelect;

/** The card with id `id`, or undefined. */
export function findCard(db: D1Database, id: number): Promise<Card | undefined> {
  return getDb(db).select().from(investmentCards).where(eq(investmentCards.id, id)).get();
}

function toCardView(c: Card): InvestmentCardView {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    howReturnsAreEarned: c.howReturnsAreEarned,
    imageUrl: c.imageUrl,
    investmentAmount: xafToDecimalString(c.investmentAmountXaf),
    dailyReturn: xafToDecimalString(c.dailyReturnXaf),
    durationDays: c.durationDays,
    isActive: c.isActive,
  };
}

/** Every card, active or not, in the order the staff set. */
export async function listCards(db: D1Database): Promise<InvestmentCardView[]> {
  const cards = await getDb(db).select().from(investmentCards).orderBy(asc(investmentCards.sortOrder), asc(investmentCards.id));
  return cards.map(toCardView);
}

/** Admin edit of a card; existing investments keep the terms they were bought with. */
export async function updateCard(
  db: D1Database,
  admin: AdminRow,
  id: number,
  input: CardUpdateInput,
): Promise<InvestmentCardView> {
  const [, update] = await db.batch([
    auditStatement(db, admin, "card.update", { type: "investment_card", id }, input, {
      sql: "EXISTS (SELECT 1 FROM investment_cards WHERE id = ?)",
      params: [id],
    }),
    db
      .prepare(
        `UPDATE investment_cards SET name = ?, description = ?, how_returns_are_earned = ?, image_url = ?,
                investment_amount_xaf = ?, daily_return_xaf = ?, duration_days = COALESCE(?, duration_days), is_active = ?
          WHERE id = ?`,
      )
      .bind(
        input.name,
        input.description,
        input.howReturnsAreEarned,
        input.imageUrl,
        input.investmentAmount,
        input.dailyReturn,
        input.durationDays ?? null,
        input.isActive ? 1 : 0,
        id,
      ),
  ]);
  if (update!.meta.changes !== 1) throw new ApiError("not_found", "Investment card not found.");
  return toCardView((await findCard(db, id))!);
}
