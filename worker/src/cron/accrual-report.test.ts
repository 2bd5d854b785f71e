/**
 * The daily run's report counts what this run did, exactly: the investments it matured
 * and the investment-days it settled, not the rows its triggers touched nor rows another
 * run added meanwhile (docs/product-rules.md#daily-returns). Own file: its storage holds
 * only these investments, so every figure is exact.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { creditDailyReturns } from "./credit-daily-returns";
import { doualaDay } from "../lib/douala-date";
import { call, depositFor, fundReserve, registerInvestor } from "../../test/helpers";

const DAY_MS = 86_400_000;
const dayPlus = (n: number) => new Date(Date.parse(`${doualaDay()}T12:00:00+01:00`) + n * DAY_MS);

async function invest(): Promise<void> {
  const inv = await registerInvestor();
  await depositFor(inv.cookie, 30_000);
  const res = await call("/api/investments", { method: "POST", cookie: inv.cookie, body: { cardId: 1, acceptRisk: true } });
  expect(res.status).toBe(201);
}

/** Investment-days settled so far, paid or paused, over every investment. */
const accrualCount = async () =>
  (await env.DB.prepare("SELECT COALESCE(SUM(accrued_days), 0) AS n FROM investments").first<{ n: number }>())!.n;

beforeAll(async () => {
  await env.DB.prepare(
    `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf, duration_days)
     VALUES (1, 'c', 'Card A', 'd', 'h', '/a.svg', 25000, 125, 3)`,
  ).run();
});

describe("the accrual report", () => {
  it("counts each matured investment once and each settled day once", async () => {
    await fundReserve(1_000_000);
    await invest();
    await invest();
    const report = await creditDailyReturns(env.DB, dayPlus(5));
    expect(report).toMatchObject({ settled: 6, matured: 2, bonusesPaid: 0 });
    expect(await creditDailyReturns(env.DB, dayPlus(6))).toMatchObject({ settled: 0, matured: 0 });
  });

  it("two runs at once report between them exactly the days settled, each counting only its own", async () => {
    await fundReserve(1_000_000);
    await invest();
    await invest();
    await invest();
    const before = await accrualCount();
    const [a, b] = await Promise.all([creditDailyReturns(env.DB, dayPlus(8)), creditDailyReturns(env.DB, dayPlus(8))]);
    expect(await accrualCount()).toBe(before + 9);
    expect(a.settled + b.settled).toBe(9);
    expect(a.matured + b.matured).toBe(3);
  });
});
