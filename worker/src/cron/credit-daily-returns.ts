/**
 * The daily-returns cron (docs/product-rules.md#daily-returns).
 *
 * Invariants:
 * - At most one settlement per (investment, Africa/Douala day): the primary key of
 *   `accruals`. A paid settlement inserts its `daily_return` transfer (returns reserve ->
 *   the user's principal) by trigger in the same statement, so a rerun, two runs at once,
 *   or a run killed half-way and repeated pays each investment-day exactly once.
 * - Days are settled in order per investment: the next day is always
 *   start_day + accrued_days + 1, and `accrued_days` moves only with a settlement.
 * - Returns come only from the operator's reserve. An investment's target return was
 *   committed when it was bought (docs/product-rules.md#reserve, RES-4), so its days are
 *   paid from `returns_committed` (by the trigger) and never wait. An uncovered investment
 *   (bought before commitments, not yet covered) is paid from the free reserve: within one
 *   statement, its candidates are ranked oldest day first (then oldest investment) and paid
 *   while their running total fits the reserve balance read at the statement's start; the
 *   rest stay owed and are paid, in the same order, by a later run once the reserve is
 *   funded. The run first commits what it can of the uncovered ones, oldest first.
 * - A day is `paused` (settled, neither paid nor owed) only by the user's state on that
 *   Africa/Douala day, whenever it is settled: suspended at any moment of the day (the
 *   `suspension_periods` history, kept by triggers), or, after their first investment,
 *   under 1,000 XAF principal at the end of the day (or now, for a day not yet over): the
 *   live balance minus the principal's movements recorded after the day ended. So a
 *   suspension or a withdrawal after an owed day never forfeits it
 *   (docs/product-rules.md#returns-paused, RET-5). Erased users' days are paused.
 * - No per-row round trips: the history is read inside the settling statement.
 * - At maturity (start_day + duration_days reached) the investment becomes inactive and
 *   its amount moves invested -> principal, once (idempotency key `maturity:<id>`), even
 *   if returns are still owed: the investor's own money is never held back by the reserve.
 *   The investor is told in the same batch, once (`maturity:<id>` is also the
 *   notification's event key; docs/product-rules.md#notifications, NOT-3).
 * - Referral bonuses that the reserve could not cover when earned are paid by the run,
 *   oldest first, after the day's returns; each referrer is told in the same batch, once.
 * - Work is done in id ranges of `chunkSize` investments so each statement stays well
 *   inside D1's per-statement limits, and in steps of four ranges, so no invocation's work
 *   grows with the number of investments (docs/ARCHITECTURE.md#scale).
 */
import { KEEP_BALANCE_XAF } from "@app/schema/money";
import { doualaDay, doualaToUtcModifier } from "../lib/douala-date";
import { checkBooks } from "../ledger/books-check";
import { userAccountSql } from "../ledger/ledger";
import { inlineSteps, type StepRunner } from "../lib/steps";
import { maturityTransfers } from "../ledger/transfers/investments";
import { commitUncovered } from "../services/reserve/uncovered";
import { owedReferralBonusTransfers } from "../ledger/transfers/referrals";
import { maturityNotificationStatement, referralBonusNotificationsAfter } from "../services/notifications/personal-notifications";

export interface AccrualReport {
  /** The Africa/Douala day the run settled up to, YYYY-MM-DD. */
  day: string;
  /** Investment-days settled (paid or paused) by this run. */
  settled: number;
  /** Investments matured by this run. */
  matured: number;
  /** Referral bonuses owed from earlier days, paid by this run. */
  bonusesPaid: number;
  /** Passes that settled something: each settles at most one day per investment. */
  passes: number;
  /** Uncovered investments whose remaining target return this run committed (RES-5). */
  committed: number;
}

const NEXT_DAY = "date(i.start_day, '+' || (i.accrued_days + 1) || ' days')";
/**
 * The principal of user `d.user_id` at the end of day `d.day`: the live balance minus what
 * moved on it since. A day not yet over needs no history, so the ledger is read only for
 * past days. `d.day_end` is the UTC instant (ISO text, as `created_at`) the day ends.
 */
const PRINCIPAL_AT_DAY_END = `(CASE WHEN d.day_end > strftime('%Y-%m-%dT%H:%M:%fZ','now') THEN p.balance_xaf
  ELSE p.balance_xaf - COALESCE((SELECT SUM(CASE WHEN t.credit_account_id = p.id THEN t.amount_xaf ELSE -t.amount_xaf END)
                                   FROM ledger_transfers t
                                  WHERE t.user_id = d.user_id AND t.created_at >= d.day_end
                                    AND (t.credit_account_id = p.id OR t.debit_account_id = p.id)), 0) END)`;

/**
 * One pass over investments with ids in [?1, ?2]: settles the next due day (up to ?3) of
 * each; ?4 is the Douala-to-UTC modifier. `d` (each due investment-day with the UTC bounds
 * of its Douala day) and `c` (its pause, if any) are materialized, so each row's dates and
 * history lookups are computed once, not again wherever the outer query names them.
 */
const SETTLE_SQL = `
WITH d AS MATERIALIZED (
  SELECT id, user_id, daily_return_xaf, committed, day,
         strftime('%Y-%m-%dT%H:%M:%fZ', day, ?4) AS day_start,
         strftime('%Y-%m-%dT%H:%M:%fZ', day, '+1 day', ?4) AS day_end
    FROM (SELECT i.id, i.user_id, i.daily_return_xaf, i.committed_xaf > 0 AS committed, ${NEXT_DAY} AS day
            FROM investments i WHERE i.id BETWEEN ?1 AND ?2 AND i.accrued_days < i.duration_days)
   WHERE day <= ?3
),
c AS MATERIALIZED (
  SELECT d.id, d.user_id, d.daily_return_xaf, d.committed, d.day,
         CASE WHEN u.deleted_at IS NOT NULL THEN 'suspended'
              WHEN EXISTS (SELECT 1 FROM suspension_periods s
                            WHERE s.user_id = d.user_id AND s.started_at < d.day_end
                              AND (s.ended_at IS NULL OR s.ended_at >= d.day_start)) THEN 'suspended'
              WHEN u.first_invested_at IS NOT NULL AND ${PRINCIPAL_AT_DAY_END} < ${KEEP_BALANCE_XAF} THEN 'low_balance' END AS pause
    FROM d JOIN users u ON u.id = d.user_id
    JOIN ledger_accounts p ON p.id = ${userAccountSql("d.user_id", "principal")}
)
INSERT INTO accruals (investment_id, day, status, amount_xaf, pause_reason, user_id)
SELECT id, day, CASE WHEN pause IS NULL THEN 'paid' ELSE 'paused' END, daily_return_xaf, pause, user_id
  FROM (SELECT c.*, SUM(CASE WHEN c.pause IS NULL AND NOT c.committed THEN c.daily_return_xaf ELSE 0 END)
                    OVER (ORDER BY c.day, c.id ROWS UNBOUNDED PRECEDING) AS running
          FROM c)
 WHERE pause IS NOT NULL OR committed OR running <= (SELECT balance_xaf FROM ledger_accounts WHERE id = 'returns_reserve')
ON CONFLICT (investment_id, day) DO NOTHING`;

const MATURE_INVESTMENTS_SQL = `
UPDATE investments SET is_active = 0, matured_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
 WHERE id BETWEEN ?1 AND ?2 AND is_active = 1 AND date(start_day, '+' || duration_days || ' days') <= ?3`;

/** Chunks of `chunkSize` investments one step settles or matures: 20,000 investments, at most 16 queries. */
const CHUNKS_PER_STEP = 4;
/** Referred friends one owed-bonus step reads. */
const USERS_PER_STEP = 20_000;

/**
 * Settles every due investment-day up to and including the Africa/Douala day of
 * `scheduledTime`, then matures investments whose term has ended. Safe to run any
 * number of times, concurrently too. The work is cut into steps run by `run` (each a
 * Workflow step in production, docs/ARCHITECTURE.md#scale): a plan, then per pass (one day
 * per investment, oldest days first) a step per range of 20,000 investment ids, the owed
 * referral bonuses (a step per range of 20,000 user ids), and a maturity step per range. Maturity runs even when settling
 * failed, so principal never stays locked in `invested`; the failure is then raised.
 */
export async function creditDailyReturns(
  db: D1Database,
  scheduledTime: Date,
  run: StepRunner = inlineSteps,
  chunkSize = 5000,
): Promise<AccrualReport> {
  const day = doualaDay(scheduledTime);
  const toUtc = doualaToUtcModifier(scheduledTime);
  const report: AccrualReport = { day, settled: 0, matured: 0, bonusesPaid: 0, passes: 0, committed: 0 };
  // The id range to settle, from two indexes (no scan): active investments, and matured
  // ones with days still owed (migration 0023).
  const range = await run("plan", async () => {
    const [, ids] = await db.batch([
      db.prepare("DELETE FROM daily_run_counts WHERE created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-7 days')"),
      db.prepare(
        `WITH r AS (SELECT (SELECT MIN(id) FROM investments WHERE is_active = 1) AS a_lo,
                           (SELECT MAX(id) FROM investments WHERE is_active = 1) AS a_hi,
                           (SELECT MIN(id) FROM investments WHERE is_active = 0 AND accrued_days < duration_days) AS o_lo,
                           (SELECT MAX(id) FROM investments WHERE is_active = 0 AND accrued_days < duration_days) AS o_hi)
         SELECT MIN(COALESCE(a_lo, o_lo), COALESCE(o_lo, a_lo)) AS lo, MAX(COALESCE(a_hi, o_hi), COALESCE(o_hi, a_hi)) AS hi FROM r`,
      ),
    ]);
    // The key the pieces' counts are recorded under: drawn once, kept by the Workflow across retries.
    return { ...(ids!.results[0] as { lo: number | null; hi: number | null }), runKey: crypto.randomUUID() };
  });
  if (range?.lo == null || range.hi == null) return report;
  const steps: { lo: number; hi: number }[] = [];
  for (let lo = range.lo; lo <= range.hi; lo += chunkSize * CHUNKS_PER_STEP) {
    steps.push({ lo, hi: Math.min(range.hi, lo + chunkSize * CHUNKS_PER_STEP - 1) });
  }
  /** The chunks of one step's id range. */
  const chunks = ({ lo, hi }: { lo: number; hi: number }) =>
    Array.from({ length: Math.ceil((hi - lo + 1) / chunkSize) }, (_, k) => lo + k * chunkSize);

  let failure: unknown = null;
  try {
    // First what the reserve now covers of the uncovered investments, oldest first (RES-5).
    report.committed = await commitUncovered(db, run);
    // Returns owed for the oldest days come first; each pass settles at most one day per
    // investment, and a pass that settles nothing (nothing is due, or the reserve is spent)
    // ends the run.
    for (let progress = true; progress; ) {
      progress = false;
      for (const ids of steps) {
        const step = `settle pass ${report.passes + 1} ids ${ids.lo}-${ids.hi}`;
        const settled = await run(step, async () => {
          let n = 0;
          for (const lo of chunks(ids)) {
            const settle = db.prepare(SETTLE_SQL).bind(lo, lo + chunkSize - 1, day, toUtc);
            const [, count] = await db.batch([settle, recordCount(db, range.runKey, `${step} ${lo}`)]);
            n += (count!.results[0] as { n: number }).n;
          }
          return n;
        });
        report.settled += settled;
        if (settled > 0) progress = true;
      }
      if (progress) report.passes++;
    }
    const users = await run("user range", () =>
      db
        .prepare("SELECT (SELECT MIN(id) FROM users) AS lo, (SELECT MAX(id) FROM users) AS hi")
        .first<{ lo: number | null; hi: number | null }>(),
    );
    for (let lo = users?.lo ?? 1; users?.hi != null && lo <= users.hi; lo += USERS_PER_STEP) {
      const hi = lo + USERS_PER_STEP - 1;
      const step = `owed referral bonuses ${lo}-${hi}`;
      report.bonusesPaid += await run(step, () => payOwedBonuses(db, lo, hi, recordCount(db, range.runKey, step)));
    }
  } catch (err) {
    failure = err;
  }
  for (const ids of steps) {
    const step = `mature ids ${ids.lo}-${ids.hi}`;
    report.matured += await run(step, async () => {
      let n = 0;
      for (const lo of chunks(ids)) {
        const [, matured] = await db.batch([
          maturityTransfers(db, lo, lo + chunkSize - 1, day),
          recordCount(db, range.runKey, `${step} ${lo}`),
          maturityNotificationStatement(db, lo, lo + chunkSize - 1, day),
          db.prepare(MATURE_INVESTMENTS_SQL).bind(lo, lo + chunkSize - 1, day),
        ]);
        n += (matured!.results[0] as { n: number }).n;
      }
      return n;
    });
  }
  if (failure !== null) throw failure;
  return report;
}

/**
 * Pays the referral bonuses owed from earlier days to the friends with ids in [lo, hi],
 * oldest first, and tells each referrer, in one batch: every bonus transfer above the last
 * id seen before it is notified, once (docs/product-rules.md#notifications). Answers how
 * many it paid, as `count` (`recordCount`) recorded it.
 */
async function payOwedBonuses(db: D1Database, lo: number, hi: number, count: D1PreparedStatement): Promise<number> {
  const last = await db.prepare("SELECT COALESCE(MAX(id), 0) AS id FROM ledger_transfers").first<{ id: number }>();
  const [, paid] = await db.batch([
    owedReferralBonusTransfers(db, lo, hi),
    count,
    referralBonusNotificationsAfter(db, last?.id ?? 0),
  ]);
  return (paid!.results[0] as { n: number }).n;
}

/** What one scheduled run did: the returns it settled, then the auditor's verdict. */
export interface DailyRunReport extends AccrualReport {
  books: { checkedAt: string; throughTransferId: number; totalXaf: number; balanced: boolean; mismatchedAccounts: string[] };
}

/**
 * The scheduled run: settles the daily returns up to `scheduledTime`'s Africa/Douala day,
 * then checks the books (`checkBooks`, incremental: docs/product-rules.md#books-checked,
 * logged as an error when they do not balance), every part a step of `run`. The books are
 * checked even when the settling fails, and the failure is then raised.
 */
export async function dailyRun(db: D1Database, scheduledTime: Date, run: StepRunner = inlineSteps): Promise<DailyRunReport> {
  let report: AccrualReport;
  try {
    report = await creditDailyReturns(db, scheduledTime, run);
  } catch (err) {
    await checkBooks(db, new Date(), run);
    throw err;
  }
  const check = await checkBooks(db, new Date(), run);
  return {
    ...report,
    books: {
      checkedAt: check.checkedAt,
      throughTransferId: check.throughTransferId,
      totalXaf: check.totalXaf,
      balanced: check.balanced,
      mismatchedAccounts: check.mismatches.map((m) => m.accountId),
    },
  };
}

/**
 * Records how many rows the statement before it in its batch wrote (`changes()`: the rows it
 * inserted or updated itself; D1's `meta.changes` also counts the rows its triggers wrote, and
 * the batch runs on one connection, so no other run's rows are counted) as piece
 * `piece` of run `runKey`, adding it to the count recorded already when the piece ran before
 * (a Workflow step retried after its writes had landed: they write nothing again, or the
 * next due day); answers the piece's total as `n`. What a step reports is then what the
 * ledger shows (schema/src/db/daily-run.ts).
 */
function recordCount(db: D1Database, runKey: string, piece: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO daily_run_counts (run_key, piece, count) VALUES (?1, ?2, changes())
       ON CONFLICT (run_key, piece) DO UPDATE SET count = daily_run_counts.count + excluded.count RETURNING count AS n`,
    )
    .bind(runKey, piece);
}
