/**
 * The SQL that reads an investor's days settled in aggregate (docs/product-rules.md#daily-returns,
 * RET-8; docs/decisions/0042-aggregate-accruals.md), for the readers that show one line per paid
 * day: the dashboard's history, the statement and its CSV, the data export. Bounded by the user:
 * their investments by the `investments_user` index, their pause spans by primary key.
 *
 * Transition: until the switch migration has backfilled the counters, the old settlement writes
 * `accruals` rows without keeping `paid_days` and the paused counts, so `accrued_days` is more
 * than their sum. Such an investment's settled days are all read as legacy days (rows and
 * `daily_return` transfers), and its paid and paused days are counted from `accruals` as before.
 * Once the counters hold every day, that branch is never taken (SQLite's CASE is lazy).
 */

/** SQL over alias `i`: whether the investment's counters hold every settled day. */
const COUNTERS_HOLD_SQL = (i: string) =>
  `${i}.paid_days + ${i}.paused_suspended_days + ${i}.paused_low_balance_days = ${i}.accrued_days`;

/**
 * SQL over alias `i`: the investment's legacy days, those with an `accruals` row and (paid) a
 * `daily_return` transfer: `legacy_days`, or every settled day while the counters lag (above).
 */
export const legacyDaysSql = (i: string) =>
  `(CASE WHEN ${COUNTERS_HOLD_SQL(i)} THEN ${i}.legacy_days ELSE ${i}.accrued_days END)`;

/** SQL over alias `i`: the investment's paid days (RET-1), from its counters. */
export const paidDaysSql = (i: string) =>
  `(CASE WHEN ${COUNTERS_HOLD_SQL(i)} THEN ${i}.paid_days
    ELSE ${i}.accrued_days - (SELECT COUNT(*) FROM accruals a WHERE a.investment_id = ${i}.id AND a.status = 'paused') END)`;

/** SQL over alias `i`: the investment's days paused for `reason` (RET-5), from its counters. */
export const pausedDaysSql = (i: string, reason: "suspended" | "low_balance") =>
  `(CASE WHEN ${COUNTERS_HOLD_SQL(i)} THEN ${i}.paused_${reason}_days
    ELSE (SELECT COUNT(*) FROM accruals a WHERE a.investment_id = ${i}.id AND a.status = 'paused' AND a.pause_reason = '${reason}') END)`;

/**
 * The user's investments with days settled in aggregate (?1 user): what generating their
 * daily-return lines needs (return-days.ts `ReturnInvestment`).
 */
export const RETURN_INVESTMENTS_SQL = `SELECT i.id, i.daily_return_xaf, i.start_day, ${legacyDaysSql("i")} AS legacy_days, i.accrued_days
   FROM investments i WHERE i.user_id = ?1 AND i.accrued_days > ${legacyDaysSql("i")}`;

/** The pause spans of the user's investments (?1 user): a few rows per pause, not per day. */
export const RETURN_PAUSES_SQL = `SELECT p.investment_id, p.first_day, p.last_day FROM accrual_pauses p
  WHERE p.investment_id IN (SELECT i.id FROM investments i WHERE i.user_id = ?1)`;
