/**
 * Uncovered investments (docs/product-rules.md#reserve, RES-5): bought before returns were
 * funded at purchase (migration 0025) and not yet covered by the reserve. Their remaining
 * target return is committed, oldest first, whenever the reserve can: by the daily run, and
 * right after staff fund the reserve. Until then staff see them in the Reserve tab and the
 * public sees their total as a shortfall. All reads go through the partial index
 * `investments_uncovered`, which holds only them.
 */
import type { UncoveredInvestment } from "@app/schema/contracts/reserve";
import { xafToDecimalString } from "@app/schema/money";
import {
  REMAINING_RETURN_SQL,
  UNCOVERED_INVESTMENTS_SQL,
  uncoveredCommitmentStatements,
} from "../../ledger/transfers/commitments";
import { inlineSteps, type StepRunner } from "../../lib/steps";

/** Investment ids one step commits: one statement reading at most this many index entries. */
export const UNCOVERED_IDS_PER_STEP = 20_000;

/**
 * Commits what the reserve covers of the uncovered investments, oldest first, a step of
 * `run` per UNCOVERED_IDS_PER_STEP ids (at most `maxSteps`); stops at the first range that
 * leaves one uncovered, so a later investment never goes before an earlier one. Answers how
 * many it committed. Safe to run at any time, concurrently too (each commitment has its key).
 */
export async function commitUncovered(db: D1Database, run: StepRunner = inlineSteps, maxSteps = Infinity): Promise<number> {
  const range = await run("uncovered range", () =>
    db
      .prepare(`SELECT MIN(id) AS lo, MAX(id) AS hi FROM ${UNCOVERED_INVESTMENTS_SQL}`)
      .first<{ lo: number | null; hi: number | null }>(),
  );
  let committed = 0;
  if (range?.lo == null || range.hi == null) return committed;
  for (let lo = range.lo, steps = 0; lo <= range.hi && steps < maxSteps; lo += UNCOVERED_IDS_PER_STEP, steps++) {
    const hi = lo + UNCOVERED_IDS_PER_STEP - 1;
    const step = await run(`commit uncovered ${lo}-${hi}`, async () => {
      const results = await db.batch([
        ...uncoveredCommitmentStatements(db, lo, hi),
        db.prepare("SELECT changes() AS n"),
        db.prepare(`SELECT EXISTS (SELECT 1 FROM ${UNCOVERED_INVESTMENTS_SQL} AND id BETWEEN ?1 AND ?2) AS left`).bind(lo, hi),
      ]);
      return {
        n: (results[2]!.results[0] as { n: number }).n,
        left: (results[3]!.results[0] as { left: number }).left === 1,
      };
    });
    committed += step.n;
    if (step.left) break;
  }
  return committed;
}

/** The uncovered investments' total left to fund (XAF), their count, and the oldest `limit` of them. */
export async function uncoveredInvestments(
  db: D1Database,
  limit = 50,
): Promise<{ count: number; totalXaf: number; oldest: UncoveredInvestment[] }> {
  const [totals, rows] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(${REMAINING_RETURN_SQL}), 0) AS total FROM ${UNCOVERED_INVESTMENTS_SQL}`),
    db
      .prepare(
        `SELECT i.id, i.user_id, u.full_name, i.card_name, i.start_day, i.left_xaf
           FROM (SELECT *, ${REMAINING_RETURN_SQL} AS left_xaf FROM ${UNCOVERED_INVESTMENTS_SQL} ORDER BY id LIMIT ?) i JOIN users u ON u.id = i.user_id ORDER BY i.id`,
      )
      .bind(limit),
  ]);
  const t = totals!.results[0] as { n: number; total: number };
  const oldest = (
    rows!.results as { id: number; user_id: number; full_name: string; card_name: string; start_day: string; left_xaf: number }[]
  ).map((r) => ({
    investmentId: r.id,
    userId: r.user_id,
    fullName: r.full_name,
    cardName: r.card_name,
    startDay: r.start_day,
    toFund: xafToDecimalString(r.left_xaf),
  }));
  return { count: t.n, totalXaf: t.total, oldest };
}
