/**
 * Investing (docs/product-rules.md#investing): user principal -> user invested, the card's
 * whole target return committed from the returns reserve (docs/product-rules.md#reserve,
 * RES-4), the referral bonus (returns reserve -> referrer's referral account, once per
 * referred friend; docs/product-rules.md#referrals) and the referrer's notification, in one
 * batch. Raises `card_inactive`, `insufficient_balance`, `returns_not_funded` (409),
 * `account_suspended` (403), `not_found` (404).
 */
import { ApiError } from "../../lib/api-error";
import { isOverdraft, userAccount } from "../../ledger/ledger";
import { purchaseCommitmentTransfer } from "../../ledger/transfers/commitments";
import { investmentTransfer } from "../../ledger/transfers/investments";
import { postReturnsStatements, unpostedReturnsSql } from "../../ledger/transfers/returns";
import { referralBonusTransfer } from "../../ledger/transfers/referrals";
import { findCard } from "./cards";
import { referralBonusNotificationStatement } from "../notifications/personal-notifications";
import type { UserRow } from "../users/accounts";

/** Buys one card for the user, all or nothing. Returns the new investment's id. */
export async function invest(db: D1Database, user: UserRow, cardId: number, today: string): Promise<{ investmentId: number }> {
  const card = await findCard(db, cardId);
  if (!card) throw new ApiError("not_found", "Investment card not found.");
  if (!card.isActive) throw new ApiError("card_inactive", "This card is currently unavailable.");
  // The investor's accrued returns reach the principal first, so they can be invested (RET-8).
  const posting = postReturnsStatements(db, user.id);
  const results = await postPurchase(db, user.id, cardId, [
    ...posting,
    // The guards of the card and the user are in SQL, so a change since the read above wins.
    db
      .prepare(
        `INSERT INTO investments (user_id, card_id, card_name, amount_xaf, daily_return_xaf, duration_days, start_day, committed_xaf)
         SELECT u.id, c.id, c.name, c.investment_amount_xaf, c.daily_return_xaf, c.duration_days, ?3,
                c.daily_return_xaf * c.duration_days
           FROM investment_cards c JOIN users u ON u.id = ?1
          WHERE c.id = ?2 AND c.is_active = 1 AND u.is_active = 1 AND u.deleted_at IS NULL`,
      )
      .bind(user.id, cardId, today),
    investmentTransfer(db, user.id),
    // Right after the investment's transfer, whose row names the investment.
    purchaseCommitmentTransfer(db),
    db
      .prepare(
        `UPDATE users SET first_invested_at = COALESCE(first_invested_at, strftime('%Y-%m-%dT%H:%M:%fZ','now'))
          WHERE id = ? AND EXISTS (SELECT 1 FROM investments WHERE user_id = users.id)`,
      )
      .bind(user.id),
    referralBonusTransfer(db, "?", [user.id]),
    // The referrer is told in the same batch, once (docs/product-rules.md#notifications, NOT-3).
    referralBonusNotificationStatement(db, user.id),
  ]);
  // Not `!== 1`: D1's `changes` also counts the rows the INSERT's triggers wrote (the search index, migration 0020).
  const inserted = results[posting.length]!;
  if (inserted.meta.changes === 0) {
    if (user.is_active !== 1) throw new ApiError("account_suspended", "Your account is suspended. Please contact support.");
    throw new ApiError("card_inactive", "This card is currently unavailable.");
  }
  return { investmentId: inserted.meta.last_row_id };
}

/**
 * Runs the purchase batch. An overdraft rolls it all back; which account refused is read
 * after, for the message only (nothing moved either way): the investor's principal short of
 * the card is `insufficient_balance`, otherwise the reserve could not fund the return
 * (`returns_not_funded`, RES-4).
 */
async function postPurchase(
  db: D1Database,
  userId: number,
  cardId: number,
  statements: D1PreparedStatement[],
): Promise<D1Result[]> {
  try {
    return await db.batch(statements);
  } catch (err) {
    if (!isOverdraft(err)) throw err;
    const row = await db
      .prepare(
        `SELECT (SELECT balance_xaf FROM ledger_accounts WHERE id = ?1) + ${unpostedReturnsSql("?3")}
              < (SELECT investment_amount_xaf FROM investment_cards WHERE id = ?2) AS short`,
      )
      .bind(userAccount(userId, "principal"), cardId, userId)
      .first<{ short: number }>();
    if (row?.short) throw new ApiError("insufficient_balance", "The balance is too low for this operation.");
    throw new ApiError("returns_not_funded", "This card is currently unavailable: its returns cannot be reserved right now.");
  }
}
