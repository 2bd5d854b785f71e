/**
 * The daily-returns cron (docs/product-rules.md#daily-returns).
 *
 * Invariants:
 * - At most one settlement per (investment, Africa/Douala day): a day is settled by the
 *   statement that moves `accrued_days` from d-1 to d, so a rerun, two runs at once, or a run
 *   killed half-way and repeated settles each investment-day exactly once. Settling writes no
 *   row per day: the investment's counters, a pause span on a paused day, and per chunk at most
 *   two `return_accrual` transfers to `returns_payable` (ledger/transfers/accruals.ts; decision 0042).
 * - Days are settled in order per investment: the next day is always
 *   start_day + accrued_days + 1.
 * - Returns come only from the operator's reserve. An investment's target return was
 *   committed when it was bought (docs/product-rules.md#reserve, RES-4), so its days are
 *   paid from `returns_committed` and never wait. An uncovered investment
 *   (bought before commitments, not yet covered) is paid from the free reserve: within one
 *   statement, its candidates are ranked oldest day first (then oldest investment) and paid
 *   while their running total fits the reserve balance read at the statement's start; the
 *   rest stay owed and are paid, in the same order, by a later run once the reserve is
 *   funded. The run first commits what it can of the uncovered ones, oldest first.
 * - A day is `paused` (settled, neither paid nor owed) only by the user's state on that
 *   Africa/Douala day, whenever it is settled: suspended at any moment of the day (the
 *   `suspension_periods` history, kept by triggers), or, after their first investment,
 *   under 1,000 XAF principal at the end of the day (or now, for a day not yet over), read
 *   from `low_balance_periods`, never from the ledger's history. So a suspension or a
 *   withdrawal after an owed day never forfeits it
 *   (docs/product-rules.md#returns-paused, RET-5). Erased users' days are paused.
 * - No per-row round trips, and no statement reads an investor's history.
 * - Accrued returns reach the investor's principal by one `return_posting` per investor at
 *   maturity, for a matured investment's late days, and at least every 30 paid days (RET-8),
 *   and by the events that spend the principal.
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
import { doualaDay, doualaToUtcModifier } from "../lib/douala-date";
import { checkBooks } from "../ledger/books-check";
import { postReturnsForChunkStatements } from "../ledger/transfers/returns";
import { ACCRUAL_TRANSFERS_SQL, EXTEND_PAUSE_SQL, RELEASE_SQL, SETTLE_SQL, START_PAUSE_SQL } from "../ledger/transfers/accruals";
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

const MATURE_INVESTMENTS_SQL = `
UPDATE investments SET is_active = 0, matured_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
 WHERE id BETWEEN ?1 AND ?2 AND is_active = 1 AND date(start_day, '+' || duration_days || ' days') <= ?3`;

/**
 * The investments whose holders' accrued returns the run posts (RET-8), over alias `i`, ?3 the
 * day: maturing now, matured with days paid since, or 30 paid days unposted.
 */
const POSTING_DUE_SQL = `(i.is_active = 1 AND date(i.start_day, '+' || i.duration_days || ' days') <= ?3)
  OR (i.is_active = 0 AND i.paid_days > i.posted_days) OR i.paid_days - i.posted_days >= 30`;

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
    // A range whose step failed (after its retries) is left for the next run; the other
    // ranges settle on (issue 36 §2), and the failure is raised at the end.
    const failed = new Set<number>();
    for (let progress = true; progress; ) {
      progress = false;
      for (const ids of steps) {
        if (failed.has(ids.lo)) continue;
        const step = `settle pass ${report.passes + 1} ids ${ids.lo}-${ids.hi}`;
        let settled = 0;
        try {
          settled = await run(step, () => settleRange(db, ids, chunks(ids), chunkSize, day, toUtc, range.runKey, step));
        } catch (err) {
          failed.add(ids.lo);
          failure ??= err;
        }
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
        const [, , , matured] = await db.batch([
          // Accrued returns reach the principal at maturity, after a matured investment's late
          // days, and at least every 30 paid days (RET-8), before the amount comes back.
          ...postReturnsForChunkStatements(db, lo, lo + chunkSize - 1, POSTING_DUE_SQL, day),
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
 * One settle step: the next due day (up to `day`) of each investment in the step's chunks, one
 * D1 batch per chunk (ledger/transfers/accruals.ts). A key drawn per batch marks the rows it settles, so a
 * retried step's batch reads back only its own. Answers the days settled, as recorded.
 */
async function settleRange(
  db: D1Database,
  ids: { lo: number; hi: number },
  los: number[],
  chunkSize: number,
  day: string,
  toUtc: string,
  runKey: string,
  step: string,
): Promise<number> {
  let n = 0;
  for (const lo of los) {
    const params = [lo, Math.min(ids.hi, lo + chunkSize - 1), day, toUtc, crypto.randomUUID()];
    const [, count] = await db.batch([
      db.prepare(SETTLE_SQL).bind(...params),
      recordCount(db, runKey, `${step} ${lo}`),
      db.prepare(ACCRUAL_TRANSFERS_SQL).bind(...params),
      db.prepare(EXTEND_PAUSE_SQL).bind(...params),
      db.prepare(START_PAUSE_SQL).bind(...params),
      db.prepare(RELEASE_SQL).bind(...params),
    ]);
    n += (count!.results[0] as { n: number }).n;
  }
  return n;
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
