/**
 * Daily returns accrued in aggregate and posted to the investor on events
 * (docs/product-rules.md#daily-returns, RET-8; docs/decisions/0042-aggregate-accruals.md).
 *
 * - An investment's accrued and unposted return is `(paid_days - posted_days) x
 *   daily_return_xaf`, XAF, computed from its counters, never stored per day. Their sum over
 *   every investment is the balance of `returns_payable`.
 * - `return_posting` moves an investor's whole unposted return from `returns_payable` to their
 *   principal in one transfer, and marks their investments posted, in the same batch as the
 *   event that needs it (a withdrawal, an investment, a staff debit, a closure) and by the daily
 *   run (maturity, monthly). Its idempotency key is `post:<user>:<sum of their paid_days>`: the
 *   sum grows between two postings, so a retried batch posts nothing twice.
 */

/** SQL: an investment's accrued and unposted return, XAF, over the columns of alias `i`. */
export const UNPOSTED_XAF_SQL = "((i.paid_days - i.posted_days) * i.daily_return_xaf)";

/**
 * SQL: the accrued and unposted returns of the user whose id is the SQL expression `userIdSql`,
 * XAF (a sum over their investments by the `investments_user` index; 0 when none).
 */
export function unpostedReturnsSql(userIdSql: string): string {
  return `(SELECT COALESCE(SUM(${UNPOSTED_XAF_SQL}), 0) FROM investments i WHERE i.user_id = ${userIdSql})`;
}

/**
 * The two statements that post user `userId`'s accrued returns to their principal: the
 * `return_posting` transfer (nothing when nothing is unposted), then `posted_days = paid_days`
 * on their investments. Put them first in the event's batch, so its guards see the posted
 * principal (RET-8). Both read the same investments: nothing between them changes them.
 */
export function postReturnsStatements(db: D1Database, userId: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id)
         SELECT 'post:' || CAST(?1 AS INTEGER) || ':' || SUM(i.paid_days), 'returns_payable', 'u' || CAST(?1 AS INTEGER) || ':principal',
                SUM(${UNPOSTED_XAF_SQL}), 'return_posting', CAST(?1 AS INTEGER)
           FROM investments i WHERE i.user_id = ?1
         HAVING SUM(${UNPOSTED_XAF_SQL}) > 0
         ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .bind(userId),
    db.prepare("UPDATE investments SET posted_days = paid_days WHERE user_id = ?1 AND posted_days < paid_days").bind(userId),
  ];
}

/**
 * The two statements that post, for every user holding an investment with id in [?1, ?2] that
 * matches `which` (SQL over alias `i`, with `params` bound from ?3 on), all their accrued returns: one `return_posting` per such
 * user, then their investments marked posted. Used by the daily run at maturity and monthly;
 * the work is bounded by the chunk's users (docs/ARCHITECTURE.md#scale).
 */
export function postReturnsForChunkStatements(
  db: D1Database,
  lo: number,
  hi: number,
  which: string,
  ...params: unknown[]
): D1PreparedStatement[] {
  const users = `SELECT DISTINCT i.user_id FROM investments i WHERE i.id BETWEEN ?1 AND ?2 AND (${which})`;
  return [
    db
      .prepare(
        `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id)
         SELECT 'post:' || i.user_id || ':' || SUM(i.paid_days), 'returns_payable', 'u' || i.user_id || ':principal',
                SUM(${UNPOSTED_XAF_SQL}), 'return_posting', i.user_id
           FROM investments i WHERE i.user_id IN (${users})
          GROUP BY i.user_id HAVING SUM(${UNPOSTED_XAF_SQL}) > 0
         ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .bind(lo, hi, ...params),
    db
      .prepare(`UPDATE investments SET posted_days = paid_days WHERE user_id IN (${users}) AND posted_days < paid_days`)
      .bind(lo, hi, ...params),
  ];
}
