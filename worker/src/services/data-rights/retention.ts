/**
 * The end of a closed account's retention (docs/product-rules.md#data-rights, DATA-6): once
 * `retain_until` has passed, the person's data is reduced as erasure reduces it (name, phone,
 * password hash, referral code; services/users/erase-person.ts), their verified numbers are
 * released and their identity checks reduced (DATA-7, services/identity/reduce.ts); the phone
 * is then free for a new account. Ledger rows are never touched. Run by
 * the every-minute cron, at most `RETENTION_BATCH` accounts a run, found by the partial index
 * `users_retention`: its work never grows with the number of investors.
 */
import { ERASE_PERSON_SET } from "../users/erase-person";
import { reduceIdentityChecksStatement } from "../identity/reduce";

/** Accounts reduced per run at most. */
export const RETENTION_BATCH = 50;

/** Reduces up to `RETENTION_BATCH` closed accounts whose retention ended before `now`; answers how many. */
export async function reduceExpiredClosures(db: D1Database, now: Date): Promise<number> {
  const at = now.toISOString();
  const { results } = await db
    .prepare(
      `SELECT id FROM users INDEXED BY users_retention
        WHERE closed_at IS NOT NULL AND phone IS NOT NULL AND retain_until <= ? ORDER BY retain_until LIMIT ?`,
    )
    .bind(at, RETENTION_BATCH)
    .all<{ id: number }>();
  if (results.length === 0) return 0;
  const ids = results.map((r) => r.id);
  const list = ids.map(() => "?").join(", ");
  const [reduced] = await db.batch([
    db
      .prepare(
        `UPDATE users SET ${ERASE_PERSON_SET}
          WHERE id IN (${list}) AND closed_at IS NOT NULL AND phone IS NOT NULL AND retain_until <= ? RETURNING id`,
      )
      .bind(...ids, at),
    db
      .prepare(
        `UPDATE payout_numbers SET released_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
          WHERE user_id IN (${list}) AND released_at IS NULL`,
      )
      .bind(...ids),
    // Their identity checks too (DATA-7); the images go in the sweep after this (cron/scheduled.ts).
    reduceIdentityChecksStatement(db, ids),
  ]);
  return reduced!.results.length;
}
