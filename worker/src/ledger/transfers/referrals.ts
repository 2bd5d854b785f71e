/**
 * Transfers of referrals (docs/product-rules.md#transfer-kinds, #referrals): the bonus from
 * the returns reserve, funded by the purchase that earns it (or, owed from before return
 * commitments, later, oldest friend first), once per referred friend by its key, and the
 * referral balance moved to principal.
 */
import { REFERRAL_BONUS_XAF } from "@app/schema/money";
import { userAccountSql } from "../accounts";

/**
 * referral_bonus: returns reserve -> the referrer's referral account, for the referred
 * users selected by `referredUserIdSql`, once per friend by its key
 * (docs/product-rules.md#referrals). Part of the purchase that earns it, and funded like its
 * return (RES-4): a reserve short of it aborts the batch (the no-overdraft check), so a bonus
 * is never owed any more; `owedReferralBonusTransfers` pays the ones owed from before.
 */
export function referralBonusTransfer(db: D1Database, referredUserIdSql: string, params: unknown[]): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, referred_user_id)
       SELECT 'referral_bonus:' || u.id, 'returns_reserve', ${userAccountSql("u.referred_by_user_id", "referral")}, ${REFERRAL_BONUS_XAF},
              'referral_bonus', u.referred_by_user_id, u.id
         FROM users u JOIN users r ON r.id = u.referred_by_user_id AND r.deleted_at IS NULL
        WHERE u.id IN (${referredUserIdSql}) AND u.first_invested_at IS NOT NULL
       ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(...params);
}

/**
 * referral_bonus, owed ones: bonuses the reserve could not cover when earned, of the referred
 * friends with ids in [`lo`, `hi`], paid oldest friend first while their running total fits
 * the reserve (docs/product-rules.md#referrals). The daily run takes the ranges in order, so
 * no statement reads more than one range of users.
 */
export function owedReferralBonusTransfers(db: D1Database, lo: number, hi: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, referred_user_id)
     SELECT 'referral_bonus:' || id, 'returns_reserve', ${userAccountSql("referrer", "referral")}, ${REFERRAL_BONUS_XAF}, 'referral_bonus', referrer, id
       FROM (
         SELECT u.id, u.referred_by_user_id AS referrer,
                SUM(${REFERRAL_BONUS_XAF}) OVER (ORDER BY u.id ROWS UNBOUNDED PRECEDING) AS running
           FROM users u JOIN users r ON r.id = u.referred_by_user_id AND r.deleted_at IS NULL
          WHERE u.id BETWEEN ?1 AND ?2 AND u.first_invested_at IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.idempotency_key = 'referral_bonus:' || u.id)
       )
      WHERE running <= (SELECT balance_xaf FROM ledger_accounts WHERE id = 'returns_reserve')
     ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(lo, hi);
}

/**
 * referral_to_principal: the user's whole referral balance -> principal, read and moved
 * in one statement (nothing when it is 0). Returns `amount_xaf` of the row it inserted.
 */
export function referralMoveTransfer(db: D1Database, userId: number): D1PreparedStatement {
  const user = "CAST(?1 AS INTEGER)";
  return db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id)
       SELECT ?2, id, ${userAccountSql(user, "principal")}, balance_xaf, 'referral_to_principal', ?1
         FROM ledger_accounts WHERE id = ${userAccountSql(user, "referral")} AND balance_xaf > 0
       RETURNING amount_xaf`,
    )
    .bind(userId, `referral_to_principal:${crypto.randomUUID()}`);
}
