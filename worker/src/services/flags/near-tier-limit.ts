/**
 * AML-9 (docs/product-rules.md#aml-flags): deposits or withdrawals kept just under the tier's
 * daily limit on several days in 30, the pattern of someone splitting money to stay under a
 * limit. Evaluated by a statement placed in the batch of the move it watches (a deposit
 * verification, an automatic deposit, a withdrawal request), reading only that investor's
 * rows of the last 30 Africa/Douala days by the `user_id` indexes: no scan of all investors.
 * Raises a flag, never a refusal.
 */
import { DEFAULT_NEAR_TIER_LIMIT_DAYS, DEFAULT_NEAR_TIER_LIMIT_PERCENT } from "@app/schema/contracts/flags";
import { doualaDay, doualaDayStartUtc } from "../../lib/douala-date";
import { limitSql } from "../limits/standing";
import { tierSql } from "../limits/tier";
import { enabledSql, settingSql } from "./rules";

/** Which moves the rule counts: deposits (KYC-6: verifications not rejected, automatic deposits not failed) or withdrawals (requests not rejected). */
export type Direction = "deposit" | "withdraw";

/** The investor's (`?1`) moves since `?2`, as rows `(at, amount_xaf)`, counted as the limits count them (KYC-6). */
const MOVES: Record<Direction, string> = {
  deposit: `SELECT created_at AS at, amount_xaf FROM deposit_verifications WHERE user_id = ?1 AND created_at >= ?2 AND status <> 'rejected'
            UNION ALL
            SELECT created_at, amount_xaf FROM payments WHERE user_id = ?1 AND direction = 'deposit' AND created_at >= ?2 AND status <> 'failed'`,
  withdraw: `SELECT created_at AS at, amount_xaf FROM withdrawal_requests WHERE user_id = ?1 AND created_at >= ?2 AND status <> 'failed'`,
};

/**
 * The statement raising `near_tier_limit` for `userId` when, on at least `nearTierLimit.days`
 * (default 3) of the last 30 Africa/Douala days (today included), that direction's moves
 * added up to at least `nearTierLimit.percent` % (default 90) of the daily limit of the
 * investor's tier now (KYC-5). One flag per investor, direction and Douala month
 * (`deposit:user:<id>:<YYYY-MM>`), naming the days and their totals (whole XAF). A tier whose
 * daily limit is 0 raises nothing. Placed after the move's INSERT in the same batch; when that
 * INSERT was refused it re-reads the earlier moves, which raised (or not) the same flag.
 */
export function nearTierLimitFlagStatement(
  db: D1Database,
  userId: number,
  direction: Direction,
  now: Date = new Date(),
): D1PreparedStatement {
  const dayStart = doualaDayStartUtc(now);
  const since = new Date(Date.parse(dayStart) - 29 * 86_400_000).toISOString();
  const today = doualaDay(now);
  const percent = settingSql("$.nearTierLimit.percent", DEFAULT_NEAR_TIER_LIMIT_PERCENT);
  const days = settingSql("$.nearTierLimit.days", DEFAULT_NEAR_TIER_LIMIT_DAYS);
  const limit = limitSql(tierSql("?1"), direction === "deposit" ? "deposit_day" : "withdraw_day");
  // A move's Douala day as an offset from today (0 today, -29 the oldest): whole days from the
  // day's start, which Intl placed, so no offset is hard-coded here.
  return db
    .prepare(
      `WITH moves AS (${MOVES[direction]}),
            days AS (SELECT CAST(julianday(at) - julianday(?3) + 30 AS INTEGER) - 30 AS d, SUM(amount_xaf) AS total_xaf
                       FROM moves GROUP BY d),
            rule AS (SELECT ${limit} AS limit_xaf, ${percent} AS percent, ${days} AS days),
            near AS (SELECT date(?4, d || ' days') AS day, total_xaf FROM days, rule
                      WHERE rule.limit_xaf > 0 AND total_xaf * 100 >= rule.limit_xaf * rule.percent)
       INSERT INTO flags (rule, user_id, subject_key, subject)
       SELECT 'near_tier_limit', ?1, ?5 || ':user:' || CAST(?1 AS INTEGER) || ':' || substr(?4, 1, 7),
              json_object('direction', ?5, 'tier', ${tierSql("?1")}, 'dailyLimitXaf', rule.limit_xaf, 'percent', rule.percent,
                          'days', (SELECT json_group_array(json_object('day', day, 'totalXaf', total_xaf)) FROM (SELECT * FROM near ORDER BY day)))
         FROM rule
        WHERE ${enabledSql("nearTierLimit")} AND (SELECT COUNT(*) FROM near) >= rule.days
       ON CONFLICT DO NOTHING`,
    )
    .bind(userId, since, dayStart, today, direction);
}
