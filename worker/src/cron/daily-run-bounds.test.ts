/**
 * The daily run in bounded steps (docs/ARCHITECTURE.md#scale): whatever the number of
 * investments and the length of the backlog, each step (a Workflow step in production) makes
 * the same few D1 queries; a backlog of several days is settled in order across steps;
 * maturity completes even when settling fails; and the Workflow started by the cron does the
 * whole run and reports the sum of its steps.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type InvocationCost, measure } from "../../test/invocation-cost";
import { runDailyCron } from "../../test/helpers";
import { seedInvestments } from "../../test/seed-investments";
import { balanceMismatches } from "../ledger/ledger";
import { bulkDepositTransfersSql } from "../ledger/bulk-seed";
import type { StepRunner } from "../lib/steps";
import { creditDailyReturns, dailyRun } from "./credit-daily-returns";
import { doualaDay } from "../lib/douala-date";

const db = () => env.DB;
const DAY_MS = 86_400_000;

/**
 * `count` investors from id `from`, each with one 25,000 XAF investment of `durationDays`
 * days that started `daysAgo` days ago (so `daysAgo` days are due, today's included), and a reserve that
 * covers every due day.
 */
function seed(count: number, from: number, daysAgo: number, durationDays = 30): Promise<void> {
  // The Africa/Douala day the run counts in: a UTC date is a day behind from 23:00 UTC.
  const startDay = doualaDay(Date.now() - daysAgo * DAY_MS);
  return seedInvestments(count, from, { startDay, durationDays, reserveXaf: count * 125 * durationDays });
}

/** A StepRunner that measures each step as its own invocation. */
function measuredSteps(costs: Map<string, InvocationCost>): StepRunner {
  return async (name, work) => {
    let result: Awaited<ReturnType<typeof work>> | undefined;
    costs.set(name, await measure(async () => (result = await work())));
    return result as Awaited<ReturnType<typeof work>>;
  };
}

const worst = (costs: Map<string, InvocationCost>) => Math.max(...[...costs.values()].map((c) => c.d1Queries));

describe("the daily run, step by step", () => {
  it("makes the same few queries per step with 10 times the investments and a 5-day backlog", async () => {
    await seed(60, 1, 5);
    const small = new Map<string, InvocationCost>();
    const first = await creditDailyReturns(db(), new Date(), measuredSteps(small), 10);
    expect(first).toMatchObject({ settled: 60 * 5, passes: 5 });

    await seed(600, 1001, 5);
    const large = new Map<string, InvocationCost>();
    const second = await creditDailyReturns(db(), new Date(), measuredSteps(large), 10);
    expect(second).toMatchObject({ settled: 600 * 5, passes: 5 });
    // 15 ranges of 4 x 10 investments, 5 passes, then maturity: many more steps, none bigger.
    expect(large.size).toBeGreaterThan(small.size * 5);
    expect(worst(large)).toBe(worst(small));
    expect(worst(large)).toBeLessThanOrEqual(24); // a settle or maturity step: 4 chunks of 6 statements
    const owed = await db().prepare("SELECT COUNT(*) AS n FROM investments WHERE accrued_days <> 5").first<{ n: number }>();
    expect(owed!.n).toBe(0);
  });

  it("catches up 7 missed nights reading no more rows per statement for investors with a year of history (issue 36 §2)", async () => {
    const settleRows = (costs: Map<string, InvocationCost>) =>
      Math.max(...[...costs].filter(([name]) => name.startsWith("settle")).map(([, c]) => c.maxRowsRead));
    await seed(20, 2001, 7);
    const bare = new Map<string, InvocationCost>();
    expect(await creditDailyReturns(db(), new Date(), measuredSteps(bare), 10)).toMatchObject({ settled: 20 * 7 });
    // The same backlog for investors whose principal moved 150 times since those days: a
    // statement that rebuilt a past day's balance from the ledger would read them all.
    await seed(20, 3001, 7);
    await db()
      .prepare(bulkDepositTransfersSql({ count: 20 * 150, from: 7_000_001, userIdSql: "3001 + i % 20", amountXafSql: "1000" }))
      .run();
    const rich = new Map<string, InvocationCost>();
    expect(await creditDailyReturns(db(), new Date(), measuredSteps(rich), 10)).toMatchObject({ settled: 20 * 7 });
    expect(settleRows(rich)).toBeLessThanOrEqual(settleRows(bare));
  });

  it("matures every investment even when settling fails, then raises the failure", async () => {
    await seed(50, 5001, 31);
    const failing: StepRunner = async (name, work) => {
      if (name.startsWith("settle")) throw new Error("D1 went away");
      return work();
    };
    await expect(creditDailyReturns(db(), new Date(), failing, 10)).rejects.toThrow("D1 went away");
    const left = await db()
      .prepare("SELECT COUNT(*) AS n FROM investments WHERE id >= 5001 AND is_active = 1")
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
    const invested = await db()
      .prepare("SELECT SUM(balance_xaf) AS n FROM ledger_accounts WHERE user_id >= 5001 AND kind = 'invested'")
      .first<{ n: number }>();
    expect(invested!.n).toBe(0);
    // The days still owed are paid by the next run.
    const next = await dailyRun(db(), new Date());
    expect(next.settled).toBe(50 * 30);
    expect(next.books.balanced).toBe(true);
  });

  it("runs as a Workflow started by the cron, whose report adds up its steps", async () => {
    await seed(40, 9001, 3);
    const output = await runDailyCron(Date.now() + DAY_MS);
    // 4 days due (up to tomorrow) for the 40 new investments, tomorrow for the 700 running.
    expect(output.daily).toMatchObject({ settled: 40 * 4 + (600 + 60 + 20 + 20) * 1, books: { balanced: true } });
    expect(output.reconciled).toEqual(expect.any(Number));
    expect(await balanceMismatches(db())).toEqual([]);
  });
});
