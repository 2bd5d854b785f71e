/**
 * Investment cards and investing (spec: Investment projects; decisions.md section 2).
 * Invest: user principal -> user invested, with the referral bonus (returns reserve ->
 * referrer's referral account, once per referred friend) in the same batch.
 * Raises `card_inactive`, `insufficient_balance` (409), `account_suspended` (403), `not_found` (404).
 */
import type { CardUpdateInput, InvestmentCardView } from "@app/schema/contracts/investments";
import { xafToDecimalString } from "@app/schema/money";
import { ApiError } from "../lib/api-error";
import { postAtomically } from "../ledger/ledger";
import { investmentTransfer, referralBonusTransfer, referralMoveTransfer } from "../ledger/transfers";
import { auditStatement, type AdminRow } from "./admins";
import type { UserRow } from "./users";

type CardRow = {
  id: number;
  name: string;
  description: string;
  how_returns_are_earned: string;
  image_url: string;
  investment_amount_xaf: number;
  daily_return_xaf: number;
  duration_days: number;
  is_active: number;
};

function toCardView(c: CardRow): InvestmentCardView {
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

export async function listCards(db: D1Database): Promise<InvestmentCardView[]> {
  const { results } = await db.prepare("SELECT * FROM investment_cards ORDER BY sort_order, id").all<CardRow>();
  return results.map(toCardView);
}

/** Buys one card for the user, all or nothing. Returns the new investment's id. */
export async function invest(db: D1Database, user: UserRow, cardId: number, today: string): Promise<{ investmentId: number }> {
  const card = await db.prepare("SELECT * FROM investment_cards WHERE id = ?").bind(cardId).first<CardRow>();
  if (!card) throw new ApiError("not_found", "Investment card not found.");
  if (card.is_active !== 1) throw new ApiError("card_inactive", "This card is currently unavailable.");
  const results = await postAtomically(db, [
    // The guards of the card and the user are in SQL, so a change since the read above wins.
    db
      .prepare(
        `INSERT INTO investments (user_id, card_id, card_name, amount_xaf, daily_return_xaf, duration_days, start_day)
         SELECT u.id, c.id, c.name, c.investment_amount_xaf, c.daily_return_xaf, c.duration_days, ?3
           FROM investment_cards c JOIN users u ON u.id = ?1
          WHERE c.id = ?2 AND c.is_active = 1 AND u.is_active = 1 AND u.deleted_at IS NULL`,
      )
      .bind(user.id, cardId, today),
    investmentTransfer(db, user.id),
    db
      .prepare(
        `UPDATE users SET first_invested_at = COALESCE(first_invested_at, strftime('%Y-%m-%dT%H:%M:%fZ','now'))
          WHERE id = ? AND EXISTS (SELECT 1 FROM investments WHERE user_id = users.id)`,
      )
      .bind(user.id),
    referralBonusTransfer(db, "?", [user.id]),
  ]);
  if (results[0]!.meta.changes !== 1) {
    if (user.is_active !== 1) throw new ApiError("account_suspended", "Your account is suspended. Please contact support.");
    throw new ApiError("card_inactive", "This card is currently unavailable.");
  }
  return { investmentId: results[0]!.meta.last_row_id };
}

/** Moves the whole referral balance to principal, in one statement that reads and moves it. */
export async function moveReferralToPrincipal(db: D1Database, user: UserRow): Promise<{ movedXaf: number }> {
  const res = await referralMoveTransfer(db, user.id).first<{ amount_xaf: number }>();
  return { movedXaf: res?.amount_xaf ?? 0 };
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
