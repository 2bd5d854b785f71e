/**
 * A daily-run step retried after its writes had landed reports what the ledger shows
 * (schema/src/db/daily-run.ts): the retry writes nothing again, and the step still reports
 * the investment-days it settled and the investments it matured. Before, a retried step
 * counted only its own changes, 0, and the run reported 0 settled and 0 matured.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seedInvestments } from "../../test/seed-investments";
import { expectLedgerConsistent } from "../../test/helpers";
import { doualaDay } from "../lib/douala-date";
import type { StepRunner } from "../lib/steps";
import { creditDailyReturns } from "./credit-daily-returns";

const DAY_MS = 86_400_000;

/** Runs every step twice, as a Workflow does when a step failed after its writes landed; answers the second result. */
const retryingSteps: StepRunner = async (_name, work) => {
  await work();
  return work();
};

const counts = async (lo: number, hi: number) =>
  (await env.DB.prepare(
    `SELECT (SELECT COALESCE(SUM(accrued_days), 0) FROM investments WHERE user_id BETWEEN ?1 AND ?2) AS settled,
            (SELECT COUNT(*) FROM investments WHERE user_id BETWEEN ?1 AND ?2 AND matured_at IS NOT NULL) AS matured`,
  )
    .bind(lo, hi)
    .first<{ settled: number; matured: number }>())!;

describe("a retried daily-run step", () => {
  it("reports the days it settled and the investments it matured, not 0", async () => {
    // 40 investors whose 3-day cards started 3 days ago: 3 days each to settle, then maturity.
    // Ids drawn afresh, so a retry in the same storage seeds investors of its own.
    const from = 1_000_000 + Math.floor(Math.random() * 8_000_000);
    const startDay = doualaDay(Date.now() - 3 * DAY_MS);
    await seedInvestments(40, from, { startDay, durationDays: 3, reserveXaf: 40 * 125 * 3 });
    const before = await counts(from, from + 39);

    const report = await creditDailyReturns(env.DB, new Date(), retryingSteps, 10);
    const after = await counts(from, from + 39);
    expect(after.settled - before.settled).toBe(40 * 3);
    expect(after.matured - before.matured).toBe(40);
    expect(report).toMatchObject({ settled: 40 * 3, matured: 40 });
    await expectLedgerConsistent();

    // A second run of its own finds everything done and says so.
    expect(await creditDailyReturns(env.DB, new Date(), retryingSteps, 10)).toMatchObject({ settled: 0, matured: 0 });
  });
});
