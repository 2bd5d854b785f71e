/**
 * The statements that settle one due day of each investment in an id range, in aggregate
 * (docs/product-rules.md#daily-returns, RET-1, RET-3, RET-5, RET-8;
 * docs/decisions/0042-aggregate-accruals.md). Run together in one D1 batch, one transaction:
 *
 * 1. `SETTLE_SQL` counts the next due day on each investment (paid, or paused by reason) and
 *    marks the rows it touched with the batch's key, what each paid and from which account.
 * 2. `ACCRUAL_TRANSFERS_SQL` moves the marked rows' paid returns to `returns_payable`: at most
 *    two transfers, from `returns_committed` and from `returns_reserve`.
 * 3. `EXTEND_PAUSE_SQL` and `START_PAUSE_SQL` record a paused day as a span.
 * 4. `RELEASE_SQL` gives back what paused days left of a commitment when the last day is settled.
 *
 * Parameters: ?1 and ?2 the id range, ?3 the Africa/Douala day settled up to (YYYY-MM-DD), ?4 the
 * Douala-to-UTC date modifier, ?5 the batch's key (drawn per batch, so a Workflow step retried
 * after its batch landed marks new rows only). No statement reads an investor's ledger history:
 * the principal at a past day's end comes from `low_balance_periods`, one index seek per row.
 */
/** The day an investment's counters say it settled last (after the update: the day just settled). */
const SETTLED_DAY = "date(i.start_day, '+' || i.accrued_days || ' days')";

/**
 * Whether user `d.user_id`'s principal was under the keep-balance floor when day `d.day_end`
 * ended, or is now for a day not over yet: the user's last low-balance period begun before
 * that instant is still open at it. Periods of one user never overlap (triggers of migration
 * 0041), so the latest one is the only candidate.
 */
const LOW_AT_DAY_END = `COALESCE((SELECT l.ended_at IS NULL OR l.ended_at >= d.day_end
                                   FROM low_balance_periods l
                                  WHERE l.user_id = d.user_id AND l.started_at < d.day_end
                                  ORDER BY l.started_at DESC LIMIT 1), 0)`;

/**
 * Settles the next due day (up to ?3) of each investment with id in [?1, ?2]. Uncovered
 * investments (no commitment) are paid from the free reserve, ranked oldest day first then
 * oldest investment, while their running total fits the reserve balance read at the start
 * (RET-3); paused days (RET-5) and committed investments always settle. The floor is the
 * keep-balance rule's 1,000 XAF, written in the triggers of migration 0041.
 */
export const SETTLE_SQL = `
WITH d AS MATERIALIZED (
  SELECT id, user_id, daily_return_xaf, committed, day,
         strftime('%Y-%m-%dT%H:%M:%fZ', day, ?4) AS day_start,
         strftime('%Y-%m-%dT%H:%M:%fZ', day, '+1 day', ?4) AS day_end
    FROM (SELECT i.id, i.user_id, i.daily_return_xaf, i.committed_xaf > 0 AS committed,
                 date(i.start_day, '+' || (i.accrued_days + 1) || ' days') AS day
            FROM investments i WHERE i.id BETWEEN ?1 AND ?2 AND i.accrued_days < i.duration_days)
   WHERE day <= ?3
),
c AS MATERIALIZED (
  SELECT d.id, d.daily_return_xaf, d.committed, d.day,
         CASE WHEN u.deleted_at IS NOT NULL THEN 'suspended'
              WHEN EXISTS (SELECT 1 FROM suspension_periods s
                            WHERE s.user_id = d.user_id AND s.started_at < d.day_end
                              AND (s.ended_at IS NULL OR s.ended_at >= d.day_start)) THEN 'suspended'
              WHEN u.first_invested_at IS NOT NULL AND ${LOW_AT_DAY_END} THEN 'low_balance' END AS pause
    FROM d JOIN users u ON u.id = d.user_id
),
s AS (
  SELECT id, pause, committed, daily_return_xaf
    FROM (SELECT c.*, SUM(CASE WHEN c.pause IS NULL AND NOT c.committed THEN c.daily_return_xaf ELSE 0 END)
                      OVER (ORDER BY c.day, c.id ROWS UNBOUNDED PRECEDING) AS running
            FROM c)
   WHERE pause IS NOT NULL OR committed OR running <= (SELECT balance_xaf FROM ledger_accounts WHERE id = 'returns_reserve')
)
UPDATE investments
   SET accrued_days = accrued_days + 1,
       paid_days = paid_days + (s.pause IS NULL),
       paused_suspended_days = paused_suspended_days + (s.pause IS 'suspended'),
       paused_low_balance_days = paused_low_balance_days + (s.pause IS 'low_balance'),
       total_earned_xaf = total_earned_xaf + CASE WHEN s.pause IS NULL THEN s.daily_return_xaf ELSE 0 END,
       settle_key = ?5,
       settle_paid_xaf = CASE WHEN s.pause IS NULL THEN s.daily_return_xaf ELSE 0 END,
       settle_from_reserve = NOT s.committed,
       settle_pause = s.pause
  FROM s WHERE investments.id = s.id`;

/**
 * The marked rows' paid returns, moved to `returns_payable` in one transfer per source account
 * (`returns_committed` for funded investments, `returns_reserve` for uncovered ones); the memo
 * names the days settled. Nothing when nothing was paid.
 */
export const ACCRUAL_TRANSFERS_SQL = `
INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, memo)
SELECT 'accrual:' || ?5 || ':' || i.settle_from_reserve,
       CASE WHEN i.settle_from_reserve THEN 'returns_reserve' ELSE 'returns_committed' END,
       'returns_payable', SUM(i.settle_paid_xaf), 'return_accrual',
       MIN(${SETTLED_DAY}) || CASE WHEN MIN(${SETTLED_DAY}) < MAX(${SETTLED_DAY}) THEN ' .. ' || MAX(${SETTLED_DAY}) ELSE '' END
  FROM investments i
 WHERE i.id BETWEEN ?1 AND ?2 AND i.settle_key = ?5 AND i.settle_paid_xaf > 0
 GROUP BY i.settle_from_reserve`;

/** A paused day that follows a span of the same reason extends it. */
export const EXTEND_PAUSE_SQL = `
UPDATE accrual_pauses SET last_day = ${SETTLED_DAY}
  FROM investments i
 WHERE i.id BETWEEN ?1 AND ?2 AND i.settle_key = ?5 AND i.settle_pause IS NOT NULL
   AND accrual_pauses.investment_id = i.id AND accrual_pauses.reason = i.settle_pause
   AND accrual_pauses.last_day = date(i.start_day, '+' || (i.accrued_days - 1) || ' days')`;

/** Any other paused day starts a span of its own. */
export const START_PAUSE_SQL = `
INSERT INTO accrual_pauses (investment_id, first_day, last_day, reason)
SELECT i.id, ${SETTLED_DAY}, ${SETTLED_DAY}, i.settle_pause
  FROM investments i
 WHERE i.id BETWEEN ?1 AND ?2 AND i.settle_key = ?5 AND i.settle_pause IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM accrual_pauses p WHERE p.investment_id = i.id AND p.last_day = ${SETTLED_DAY})`;

/**
 * When an investment's last day is settled, what its commitment kept for paused days goes back
 * to the free reserve, once (key `release:<id>`, RES-4).
 */
export const RELEASE_SQL = `
INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, investment_id, memo)
SELECT 'release:' || i.id, 'returns_committed', 'returns_reserve', i.committed_xaf - i.total_earned_xaf, 'commitment_release', i.id, i.card_name
  FROM investments i
 WHERE i.id BETWEEN ?1 AND ?2 AND i.settle_key = ?5 AND i.accrued_days = i.duration_days AND i.committed_xaf > i.total_earned_xaf
ON CONFLICT (idempotency_key) DO NOTHING`;
