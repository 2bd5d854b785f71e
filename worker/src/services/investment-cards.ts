/**
 * Investment cards, the products on offer (docs/product-rules.md#cards): the list
 * investors and staff read, and the staff's edit of a card, audited. Existing
 * investments keep the terms they were bought with. Raises `not_found` (404).
 */
import type { CardUpdateInput, InvestmentCardView } from "@app/schema/contracts/investments";
import { xafToDecimalString } from "@app/schema/money";
import { ApiError } from "../lib/api-error";
import { auditStatement, type AdminRow } from "./admins";
import type { investmentCards } from "@app/schema/db/investments";
import type { SqlRow } from "../lib/db";

/** A card as `SELECT * FROM investment_cards` returns it. */
export type CardRow = SqlRow<typeof investmentCards>;

export function toCardView(c: CardRow): InvestmentCardView {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    howReturnsAreEarned: c.how_returns_are_earned,
    imageUrl: c.image_url,
    investmentAmount: xafToDecimalString(c.investment_amount_xaf),
    dailyReturn: xafToDecimalString(c.daily_return_xaf),
    durationDays: c.duration_days,
    isActive: c.is_active === 1,
  };
}

/** Every card, active or not, in the order the staff set. */
export async function listCards(db: D1Database): Promise<InvestmentCardView[]> {
  const { results } = await db.prepare("SELECT * FROM investment_cards ORDER BY sort_order, id").all<CardRow>();
  return results.map(toCardView);
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
  return toCardView((await db.prepare("SELECT * FROM investment_cards WHERE id = ?").bind(id).first<CardRow>())!);
}
