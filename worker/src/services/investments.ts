/**
 * Investment cards and investing (spec: Investment projects; decisions.md section 2).
 * Invest: user principal -> user invested, with the referral bonus (returns reserve ->
 * referrer's referral account, once per referred friend) in the same batch.
 * Raises `card_inactive`, `insufficient_balance` (409), `account_suspended` (403), `not_found` (404).
 */
import type { CardUpdateInput, InvestmentCardView } from "@app/schema/contracts/investments";
import { REFERRAL_BONUS_XAF, xafToDecimalString } from "@app/schema/money";
import { ApiError } from "../lib/api-error";
import { postAtomically } from "../ledger/ledger";
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

/**
 * The referral bonus for `referredUserId`, paid only if the reserve covers it now; the
 * cron pays it later otherwise. Once per friend by its idempotency key.
 */
export function referralBonusStatement(db: D1Database, referredUserIdSql: string, params: unknown[]): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, reference, memo)
       SELECT 'referral_bonus:' || u.id, 'returns_reserve', 'u' || u.referred_by_user_id || ':referral', ${REFERRAL_BONUS_XAF},
              'referral_bonus', u.referred_by_user_id, 'user:' || u.id, NULL
         FROM users u JOIN users r ON r.id = u.referred_by_user_id AND r.deleted_at IS NULL
        WHERE u.id IN (${referredUserIdSql}) AND u.first_invested_at IS NOT NULL
          AND (SELECT balance_xaf FROM ledger_accounts WHERE id = 'returns_reserve') >= ${REFERRAL_BONUS_XAF}
       ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(...params);
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
    db
      .prepare(
        `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, reference, memo)
         SELECT 'investment:' || i.id, 'u' || i.user_id || ':principal', 'u' || i.user_id || ':invested', i.amount_xaf,
                'investment', i.user_id, 'investment:' || i.id, i.card_name
           FROM investments i WHERE i.id = last_insert_rowid() AND i.user_id = ? AND changes() = 1`,
      )
      .bind(user.id),
    db
      .prepare(
        `UPDATE users SET first_invested_at = COALESCE(first_invested_at, strftime('%Y-%m-%dT%H:%M:%fZ','now'))
          WHERE id = ? AND EXISTS (SELECT 1 FROM investments WHERE user_id = users.id)`,
      )
      .bind(user.id),
    referralBonusStatement(db, "?", [user.id]),
  ]);
  if (results[0]!.meta.changes !== 1) {
    if (user.is_active !== 1) throw new ApiError("account_suspended", "Your account is suspended. Please contact support.");
    throw new ApiError("card_inactive", "This card is currently unavailable.");
  }
  return { investmentId: results[0]!.meta.last_row_id };
}

/** Moves the whole referral balance to principal, in one statement that reads and moves it. */
export async function moveReferralToPrincipal(db: D1Database, user: UserRow): Promise<{ movedXaf: number }> {
  const res = await db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, reference)
       SELECT ?2, id, 'u' || CAST(?1 AS INTEGER) || ':principal', balance_xaf, 'referral_to_principal', ?1, NULL
         FROM ledger_accounts WHERE id = 'u' || CAST(?1 AS INTEGER) || ':referral' AND balance_xaf > 0
       RETURNING amount_xaf`,
    )
    .bind(user.id, `referral_to_principal:${crypto.randomUUID()}`)
    .first<{ amount_xaf: number }>();
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
