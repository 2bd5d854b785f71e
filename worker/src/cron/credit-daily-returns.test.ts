import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { creditDailyReturns } from "./credit-daily-returns";
import { doualaDay } from "../lib/douala-date";
import { transferStatement } from "../ledger/ledger";
import { unpostedReturnsSql } from "../ledger/transfers/returns";
import { returnsCredited, settledDays } from "../../test/settled-days";
import { drainReserve as drainReserveOf, legacyInvestment } from "../ledger/testing";
import { reserveStatus } from "../services/reserve/reserve";
import { transparency } from "../services/transparency/public-figures";
import { listInvestments } from "../services/dashboard/dashboard";
import {
  adminCookie,
  call,
  depositFor,
  expectLedgerConsistent,
  fundReserve,
  registerInvestor,
  runDailyCron,
} from "../../test/helpers";

const DAY_MS = 86_400_000;
/** An instant on the Africa/Douala day `n` days after today (noon, safely inside the day). */
const dayPlus = (n: number) => new Date(Date.parse(`${doualaDay()}T12:00:00+01:00`) + n * DAY_MS);

/** An account's balance; a principal's as the investor sees it, with returns accrued and not yet posted (RET-8). */
const balance = async (account: string) =>
  (await env.DB.prepare(
    `SELECT a.balance_xaf + CASE WHEN a.kind = 'principal' THEN ${unpostedReturnsSql("a.user_id")} ELSE 0 END AS b
       FROM ledger_accounts a WHERE a.id = ?`,
  )
    .bind(account)
    .first<{ b: number }>())!.b;

const drainReserve = () => drainReserveOf(env.DB);

/** The investment's committed target return and how many commitment transfers it has. */
const committedFor = async (investmentId: number) =>
  (await env.DB.prepare(
    `SELECT (SELECT committed_xaf FROM investments WHERE id = ?1) AS committed,
            (SELECT COUNT(*) FROM ledger_transfers WHERE kind = 'return_commitment' AND investment_id = ?1) AS transfers`,
  )
    .bind(investmentId)
    .first<{ committed: number; transfers: number }>())!;

/** Credits `amount` XAF to user `userId`'s principal as a deposit (set-up only). */
const fundPrincipal = (userId: number, amount: number) =>
  transferStatement(env.DB, {
    idempotencyKey: `test-deposit:${crypto.randomUUID()}`,
    debit: "cash:mtn",
    credit: `u${userId}:principal`,
    amountXaf: amount,
    kind: "deposit",
    userId,
  }).run();

/** A new investor holding `keep` XAF principal after buying card 1 (25,000 XAF, 125 XAF a day). */
async function investor(keep = 5000) {
  const inv = await registerInvestor();
  await depositFor(inv.cookie, 25_000 + keep);
  const res = await call("/api/investments", { method: "POST", cookie: inv.cookie, body: { cardId: 1, acceptRisk: true } });
  expect(res.status).toBe(201);
  const { investmentId } = (await res.json()) as { investmentId: number };
  return { ...inv, investmentId };
}

/**
 * A funded investor (every other investment of the file settled up to day 5 first) suspended
 * on days 1 and 2 of their investment, settled through day 2, then reactivated.
 */
async function suspendedOnDays1And2() {
  await fundReserve(1_000_000);
  await creditDailyReturns(env.DB, dayPlus(5));
  const inv = await investor();
  const admin = await adminCookie();
  await call(`/api/admin/users/${inv.user.id}/suspend`, { method: "PUT", cookie: admin, body: { isActive: false } });
  await creditDailyReturns(env.DB, dayPlus(2));
  await call(`/api/admin/users/${inv.user.id}/suspend`, { method: "PUT", cookie: admin, body: { isActive: true } });
  return inv;
}

/** A new investor holding 30,000 XAF with card 1 bought as before return commitments (uncovered). */
async function legacyInvestor() {
  const { user } = await registerInvestor();
  await fundPrincipal(user.id, 30_000);
  return { user, investmentId: await legacyInvestment(env.DB, user.id, 1, doualaDay(dayPlus(0))) };
}

beforeAll(async () => {
  await env.DB.prepare(
    `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf, duration_days)
     VALUES (1, 'c', 'Card A', 'd', 'h', '/a.svg', 25000, 125, 30)`,
  ).run();
});

describe("the daily-returns cron", () => {
  it("pays nothing on the day of purchase, then one return per day, once, even when run twice or concurrently", async () => {
    await fundReserve(1_000_000);
    const { investmentId, user } = await investor();
    await creditDailyReturns(env.DB, dayPlus(0));
    expect(await returnsCredited(investmentId)).toEqual({ n: 0, total: 0 });
    await creditDailyReturns(env.DB, dayPlus(1));
    await creditDailyReturns(env.DB, dayPlus(1));
    expect(await returnsCredited(investmentId)).toEqual({ n: 1, total: 125 });
    await Promise.all([
      creditDailyReturns(env.DB, dayPlus(2)),
      creditDailyReturns(env.DB, dayPlus(2)),
      creditDailyReturns(env.DB, dayPlus(2)),
    ]);
    expect(await returnsCredited(investmentId)).toEqual({ n: 2, total: 250 });
    expect(await balance(`u${user.id}:principal`)).toBe(5250);
    await expectLedgerConsistent();
  });

  it("catches up after 3 missed days, paying each missed day once", async () => {
    await fundReserve(1_000_000);
    const { investmentId } = await investor();
    await creditDailyReturns(env.DB, dayPlus(3));
    expect(await returnsCredited(investmentId)).toEqual({ n: 3, total: 375 });
    await creditDailyReturns(env.DB, dayPlus(3));
    expect(await returnsCredited(investmentId)).toEqual({ n: 3, total: 375 });
    const days = await settledDays(investmentId);
    expect(days.map((d) => d.day)).toEqual([doualaDay(dayPlus(1)), doualaDay(dayPlus(2)), doualaDay(dayPlus(3))]);
    await expectLedgerConsistent();
  });

  it("pays a funded investment's days from its commitment, even with the free reserve empty", async () => {
    await fundReserve(1_000_000);
    const { investmentId, user } = await investor();
    expect(await committedFor(investmentId)).toEqual({ committed: 30 * 125, transfers: 1 });
    await drainReserve();
    await creditDailyReturns(env.DB, dayPlus(3));
    expect(await returnsCredited(investmentId)).toEqual({ n: 3, total: 375 });
    expect(await balance(`u${user.id}:principal`)).toBe(5000 + 375);
    const [mine] = await listInvestments(env.DB, user.id, doualaDay(dayPlus(3)));
    expect(mine).toMatchObject({ paidDays: 3, owedDays: 0 });
    await expectLedgerConsistent();
  });

  it("leaves an uncovered investment's returns owed while the reserve is empty; funding commits it, and the run pays them in order", async () => {
    await fundReserve(1_000_000);
    // Settle every other investment in this file up to day 4, then empty the free reserve.
    await creditDailyReturns(env.DB, dayPlus(4));
    await drainReserve();
    const { user, investmentId } = await legacyInvestor();
    await creditDailyReturns(env.DB, dayPlus(2));
    expect(await returnsCredited(investmentId)).toEqual({ n: 0, total: 0 });
    const [owing] = await listInvestments(env.DB, user.id, doualaDay(dayPlus(2)));
    expect(owing).toMatchObject({ paidDays: 0, owedDays: 2 });
    const status = await reserveStatus(env.DB, dayPlus(2));
    expect(status).toMatchObject({ returnsShortfall: "3750.00", uncovered: { count: 1 } });
    expect(status.uncovered.oldest[0]).toMatchObject({ investmentId, toFund: "3750.00" });
    // Funding commits what is left of it at once (30 days, 2 of them owed), oldest first.
    await fundReserve(3750);
    expect(await committedFor(investmentId)).toEqual({ committed: 3750, transfers: 1 });
    expect(await balance("returns_reserve")).toBe(0);
    await creditDailyReturns(env.DB, dayPlus(4));
    expect(await returnsCredited(investmentId)).toEqual({ n: 4, total: 500 });
    expect(await transparency(env.DB, dayPlus(4))).toMatchObject({
      returnsShortfall: "0.00",
      promisedReturnsFundedPercent: 100,
    });
    await expectLedgerConsistent();
  });

  it("pays uncovered investments only what the free reserve covers, oldest day first, and never overdraws it", async () => {
    await creditDailyReturns(env.DB, dayPlus(5));
    await drainReserve();
    const a = (await legacyInvestor()).investmentId;
    const b = (await legacyInvestor()).investmentId;
    await fundReserve(3 * 125); // too little to commit either one
    await creditDailyReturns(env.DB, dayPlus(2));
    expect(await balance("returns_reserve")).toBe(0);
    // a's days 1 and 2 come before b's day 2; b's day 1 ties with a's and goes by investment id.
    expect((await returnsCredited(a)).n + (await returnsCredited(b)).n).toBe(3);
    expect((await returnsCredited(a)).n).toBe(2);
    await expectLedgerConsistent();
  });

  it("pauses returns for a suspended user: those days are settled, not owed", async () => {
    const { investmentId, user } = await suspendedOnDays1And2();
    await creditDailyReturns(env.DB, dayPlus(3));
    expect(await returnsCredited(investmentId)).toEqual({ n: 1, total: 125 });
    const days = await settledDays(investmentId);
    expect(days).toEqual([
      { day: doualaDay(dayPlus(1)), status: "paused", reason: "suspended" },
      { day: doualaDay(dayPlus(2)), status: "paused", reason: "suspended" },
      { day: doualaDay(dayPlus(3)), status: "paid", reason: null },
    ]);
  });

  it("pauses returns while principal is under 1,000 XAF after the first investment, and says why", async () => {
    await fundReserve(1_000_000);
    await creditDailyReturns(env.DB, dayPlus(5));
    const { investmentId, cookie } = await investor(500);
    const dash = (await (await call("/api/user/dashboard", { cookie })).json()) as { returnsPaused: string | null };
    expect(dash.returnsPaused).toBe("low_balance");
    await creditDailyReturns(env.DB, dayPlus(1));
    expect(await returnsCredited(investmentId)).toEqual({ n: 0, total: 0 });
    const days = await settledDays(investmentId);
    expect(days).toEqual([{ day: doualaDay(dayPlus(1)), status: "paused", reason: "low_balance" }]);
  });

  it("matures after durationDays: 30 returns, then the amount goes back to principal and the investment is inactive", async () => {
    await fundReserve(1_000_000);
    await creditDailyReturns(env.DB, dayPlus(5));
    const { investmentId, user, cookie } = await investor();
    await creditDailyReturns(env.DB, dayPlus(29));
    expect(await balance(`u${user.id}:invested`)).toBe(25_000);
    await creditDailyReturns(env.DB, dayPlus(40));
    expect(await returnsCredited(investmentId)).toEqual({ n: 30, total: 3750 });
    expect(await balance(`u${user.id}:invested`)).toBe(0);
    expect(await balance(`u${user.id}:principal`)).toBe(5000 + 3750 + 25_000);
    const dash = (await (await call("/api/user/dashboard", { cookie })).json()) as {
      investments: { isActive: boolean; totalEarned: string }[];
      totalEarned: string;
    };
    expect(dash.investments[0]).toMatchObject({ isActive: false, totalEarned: "3750.00" });
    expect(dash.totalEarned).toBe("3750.00");
    await creditDailyReturns(env.DB, dayPlus(41));
    expect(await balance(`u${user.id}:principal`)).toBe(5000 + 3750 + 25_000);
    await expectLedgerConsistent();
  });

  it("gives back to the free reserve what paused days left of the commitment, once, when the last day is settled", async () => {
    const { investmentId, user } = await suspendedOnDays1And2();
    const transfersOf = async () =>
      (
        await env.DB.prepare(
          `SELECT kind, debit_account_id AS debit, credit_account_id AS credit, SUM(amount_xaf) AS total, COUNT(*) AS n
             FROM ledger_transfers WHERE investment_id = ? AND kind <> 'investment' GROUP BY kind, debit, credit ORDER BY kind`,
        )
          .bind(investmentId)
          .all()
      ).results;
    await creditDailyReturns(env.DB, dayPlus(29));
    // The days are counted on the investment, their returns moved in aggregate (RET-8).
    expect(await returnsCredited(investmentId)).toEqual({ n: 27, total: 27 * 125 });
    expect(await transfersOf()).toEqual([
      { kind: "return_commitment", debit: "returns_reserve", credit: "returns_committed", total: 3750, n: 1 },
    ]);
    const freeBefore = await balance("returns_reserve");
    await creditDailyReturns(env.DB, dayPlus(30));
    await creditDailyReturns(env.DB, dayPlus(31));
    expect(await transfersOf()).toEqual([
      { kind: "commitment_release", debit: "returns_committed", credit: "returns_reserve", total: 2 * 125, n: 1 },
      { kind: "maturity", debit: `u${user.id}:invested`, credit: `u${user.id}:principal`, total: 25_000, n: 1 },
      { kind: "return_commitment", debit: "returns_reserve", credit: "returns_committed", total: 3750, n: 1 },
    ]);
    // At maturity the 28 paid days reached the principal in one posting.
    const postings = await env.DB.prepare(
      `SELECT debit_account_id AS debit, credit_account_id AS credit, SUM(amount_xaf) AS total, COUNT(*) AS n
         FROM ledger_transfers WHERE user_id = ? AND kind = 'return_posting' GROUP BY debit, credit`,
    )
      .bind(user.id)
      .all();
    expect(postings.results).toEqual([{ debit: "returns_payable", credit: `u${user.id}:principal`, total: 28 * 125, n: 1 }]);
    // The release came back; other investments of this file paid their own days from their commitments.
    expect(await balance("returns_reserve")).toBeGreaterThanOrEqual(freeBefore + 250);
    await expectLedgerConsistent();
  });

  it("runs from the Worker's scheduled handler", async () => {
    await fundReserve(1_000_000);
    const { investmentId } = await investor();
    // A millisecond past noon: the Workflow instance id is the firing's time, and the property
    // test's clock (test/money-workflows-steps.ts) fires at noons in the same workerd.
    const output = await runDailyCron(dayPlus(1).getTime() + 1);
    expect((await returnsCredited(investmentId)).n).toBe(1);
    expect(output.daily).toMatchObject({ settled: 1, books: { balanced: true } });
  });
});
