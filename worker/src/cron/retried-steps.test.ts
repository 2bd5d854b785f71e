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

describe("a settle step that fails for good", () => {
  it("leaves its own range for the next run while every other range settles, then raises the failure", async () => {
    // 80 investors in two steps of 40 ids (chunks of 10, four per step); the first step's
    // settling fails on every attempt, as after a Workflow's last retry.
    const from = 1_000_000 + Math.floor(Math.random() * 8_000_000);
    const startDay = doualaDay(Date.now() - 2 * DAY_MS);
    await seedInvestments(80, from, { startDay, durationDays: 30, reserveXaf: 80 * 125 * 30, commit: true });
    const ids = await env.DB.prepare("SELECT MIN(id) AS lo, MAX(id) AS hi FROM investments WHERE user_id BETWEEN ?1 AND ?2")
      .bind(from, from + 79)
      .first<{ lo: number; hi: number }>();
    // The settle step whose id range holds our lowest investment fails; the steps' ranges start
    // at the run's lowest due id, which other tries' investments may move, so it is read from the name.
    let down: { lo: number; hi: number } | null = null;
    const failing: StepRunner = async (name, work) => {
      const m = /^settle pass \d+ ids (\d+)-(\d+)$/.exec(name);
      if (m && Number(m[1]) <= ids!.lo && ids!.lo <= Number(m[2])) {
        down = { lo: Number(m[1]), hi: Number(m[2]) };
        throw new Error("D1 is down");
      }
      return work();
    };
    const settledOf = async (lo: number, hi: number) =>
      (await env.DB.prepare(
        "SELECT COALESCE(SUM(accrued_days), 0) AS n, COUNT(*) AS k FROM investments WHERE id BETWEEN ?1 AND ?2",
      )
        .bind(lo, hi)
        .first<{ n: number; k: number }>())!;
    await expect(creditDailyReturns(env.DB, new Date(), failing, 10)).rejects.toThrow("D1 is down");
    const failed = down as { lo: number; hi: number } | null;
    expect(failed).not.toBeNull();
    expect((await settledOf(ids!.lo, Math.min(ids!.hi, failed!.hi))).n).toBe(0);
    const rest = await settledOf(failed!.hi + 1, ids!.hi);
    expect(rest.k).toBeGreaterThan(0);
    expect(rest.n).toBe(rest.k * 2);
    await expectLedgerConsistent();
    // The next run settles the range left behind.
    await creditDailyReturns(env.DB, new Date(), undefined, 10);
    expect((await settledOf(ids!.lo, ids!.hi)).n).toBe(80 * 2);
  });
});
