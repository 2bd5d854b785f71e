/**
 * Transfers of investing (docs/product-rules.md#transfer-kinds, #investing, #maturity):
 * principal -> invested for an investment inserted in the same batch, and invested ->
 * principal at the end of each term, once per investment by its key.
 */
import { userAccountSql } from "../accounts";

/**
 * investment: the user's principal -> invested, for the investment inserted by the
 * previous statement of the same batch (none when that insert was refused). Memo: the
 * card's name.
 */
export function investmentTransfer(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, investment_id, memo)
       SELECT 'investment:' || i.id, ${userAccountSql("i.user_id", "principal")}, ${userAccountSql("i.user_id", "invested")}, i.amount_xaf,
              'investment', i.user_id, i.id, i.card_name
         FROM investments i WHERE i.id = last_insert_rowid() AND i.user_id = ? AND changes() = 1`,
    )
    .bind(userId);
}

/**
 * maturity: invested -> principal for every active investment with an id in [lo, hi]
 * whose term has ended by `day` (YYYY-MM-DD, Africa/Douala), once each
 * (docs/product-rules.md#maturity).
 */
export function maturityTransfers(db: D1Database, lo: number, hi: number, day: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, investment_id, memo)
       SELECT 'maturity:' || i.id, ${userAccountSql("i.user_id", "invested")}, ${userAccountSql("i.user_id", "principal")}, i.amount_xaf,
              'maturity', i.user_id, i.id, i.card_name
         FROM investments i
        WHERE i.id BETWEEN ?1 AND ?2 AND i.is_active = 1 AND date(i.start_day, '+' || i.duration_days || ' days') <= ?3
       ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(lo, hi, day);
}
