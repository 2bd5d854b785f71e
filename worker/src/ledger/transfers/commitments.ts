/**
 * Transfers of return commitments (docs/product-rules.md#reserve, RES-4; decision 0036): a
 * target return is funded before it is promised. `return_commitment` moves an investment's
 * target return from the returns reserve to `returns_committed` (when it is bought, or, for
 * one bought before commitments, once the reserve covers it); its daily returns are then paid
 * from there, and `commitment_release` (posted by the `accruals_settle` trigger, migration
 * 0025) gives back what paused days left once its last day is settled. The no-overdraft check
 * on the reserve is the guard: a commitment the reserve cannot cover aborts its batch.
 */

/**
 * return_commitment for the investment whose `investment` transfer the previous statement of
 * the batch inserted (none when it inserted nothing): its whole `committed_xaf`, set when the
 * investment was inserted, from the reserve to `returns_committed`.
 */
export function purchaseCommitmentTransfer(db: D1Database): D1PreparedStatement {
  return db.prepare(
    `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, investment_id, memo)
     SELECT 'commitment:' || i.id, 'returns_reserve', 'returns_committed', i.committed_xaf, 'return_commitment', i.id, i.card_name
       FROM investments i
      WHERE i.id = (SELECT investment_id FROM ledger_transfers WHERE id = last_insert_rowid()) AND changes() = 1`,
  );
}

/** What is left to promise of an investment: its days not settled yet, owed ones included, XAF (SQL over its columns). */
export const REMAINING_RETURN_SQL = "daily_return_xaf * (duration_days - accrued_days)";

/**
 * The uncovered investments (RES-5), read through the partial index that holds only them:
 * `FROM ${UNCOVERED_INVESTMENTS_SQL}`, to which a query may add `AND …`.
 */
export const UNCOVERED_INVESTMENTS_SQL =
  "investments INDEXED BY investments_uncovered WHERE committed_xaf = 0 AND accrued_days < duration_days";

/**
 * The uncovered investments with ids in [?1, ?2] (the partial index `investments_uncovered`)
 * get what is left of their target return committed, oldest first while the running total
 * fits the reserve's balance read at the statement's start (the first that does not fit and
 * every later one stay uncovered), then their `committed_xaf` set, in one batch. Answers the
 * two statements; the second's own changes (`SELECT changes()` after it) count the committed.
 */
export function uncoveredCommitmentStatements(db: D1Database, lo: number, hi: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, investment_id, memo)
         SELECT 'commitment:' || id, 'returns_reserve', 'returns_committed', remaining, 'return_commitment', id, card_name
           FROM (SELECT id, card_name, ${REMAINING_RETURN_SQL} AS remaining,
                        SUM(${REMAINING_RETURN_SQL}) OVER (ORDER BY id ROWS UNBOUNDED PRECEDING) AS running
                   FROM ${UNCOVERED_INVESTMENTS_SQL} AND id BETWEEN ?1 AND ?2)
          WHERE running <= (SELECT balance_xaf FROM ledger_accounts WHERE id = 'returns_reserve')
         ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .bind(lo, hi),
    db
      .prepare(
        `UPDATE investments SET committed_xaf = total_earned_xaf + ${REMAINING_RETURN_SQL}
          WHERE id IN (SELECT id FROM ${UNCOVERED_INVESTMENTS_SQL} AND id BETWEEN ?1 AND ?2)
            AND EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.idempotency_key = 'commitment:' || investments.id)`,
      )
      .bind(lo, hi),
  ];
}
