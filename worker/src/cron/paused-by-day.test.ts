/**
 * A day is paused only by the user's state on that Africa/Douala day, whenever the run
 * settles it (docs/product-rules.md#returns-paused, RET-5): suspending a user, or their
 * principal falling under 1,000 XAF, after days they are owed never forfeits those days.
 */
import { settledDays } from "../../test/settled-days";
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { InvestmentView } from "@app/schema/contracts/dashboard";
import { creditDailyReturns } from "./credit-daily-returns";
import { getDashboard } from "../services/dashboard/dashboard";
import type { UserRow } from "../services/users/accounts";
import { doualaDay } from "../lib/douala-date";
import { transferStatement, userAccount } from "../ledger/ledger";
import { backdatedTransferStatement, drainReserve as drainReserveOf } from "../ledger/testing";
import { adminCookie, call, expectLedgerConsistent, fundReserve, registerInvestor } from "../../test/helpers";

const DAY_MS = 86_400_000;
const dayPlus = (n: number) => new Date(Date.parse(`${doualaDay()}T12:00:00+01:00`) + n * DAY_MS);

const drainReserve = () => drainReserveOf(env.DB);

/**
 * An investor who deposited and bought card 1 (25,000 XAF, 125 XAF a day) `daysAgo` days
 * ago, keeping `keep` XAF principal. The ledger rows carry that day's time, as they would
 * have had the purchase really been made then (the API stamps the present).
 */
async function investorSince(daysAgo: number, keep = 5000) {
  const inv = await registerInvestor();
  const startDay = doualaDay(dayPlus(-daysAgo));
  const at = `${startDay}T11:00:00.000Z`; // noon in Douala
  const p = userAccount(inv.user.id, "principal");
  const [, , , row] = await env.DB.batch([
    backdatedTransferStatement(
      env.DB,
      {
        idempotencyKey: `test-deposit:${inv.user.id}`,
        debit: "cash:mtn",
        credit: p,
        amountXaf: 25_000 + keep,
        kind: "deposit",
        userId: inv.user.id,
      },
      at,
    ),
    backdatedTransferStatement(
      env.DB,
      {
        idempotencyKey: `test-investment:${inv.user.id}`,
        debit: p,
        credit: userAccount(inv.user.id, "invested"),
        amountXaf: 25_000,
        kind: "investment",
        userId: inv.user.id,
      },
      at,
    ),
    env.DB.prepare("UPDATE users SET first_invested_at = ?2 WHERE id = ?1").bind(inv.user.id, at),
    env.DB.prepare(
      `INSERT INTO investments (user_id, card_id, card_name, amount_xaf, daily_return_xaf, duration_days, start_day, created_at)
       VALUES (?1, 1, 'Card A', 25000, 125, 30, ?2, ?3) RETURNING id`,
    ).bind(inv.user.id, startDay, at),
  ]);
  return { ...inv, investmentId: (row!.results[0] as { id: number }).id };
}

async function suspend(userId: number) {
  const res = await call(`/api/admin/users/${userId}/suspend`, {
    method: "PUT",
    cookie: await adminCookie(),
    body: { isActive: false },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const settled = settledDays;

/** The investment as the user's dashboard gives it today (Africa/Douala). */
async function investmentOnDashboard(userId: number, investmentId: number) {
  const user = await env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(userId).first<UserRow>();
  const dash = await getDashboard(env.DB, user!, doualaDay());
  return dash.investments.find((i) => i.id === investmentId);
}

beforeAll(async () => {
  await env.DB.prepare(
    `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf, duration_days)
     VALUES (1, 'c', 'Card A', 'd', 'h', '/a.svg', 25000, 125, 30)`,
  ).run();
});

describe("owed returns settled by the user's state on each day", () => {
  it("pays two owed days to investors suspended or under 1,000 XAF only after those days", async () => {
    await drainReserve();
    const suspended = await investorSince(3);
    const drained = await investorSince(3);
    const untouched = await investorSince(3);
    const [d1, d2] = [doualaDay(dayPlus(-2)), doualaDay(dayPlus(-1))];

    // Both days fall due while the reserve is empty: owed, not settled.
    await creditDailyReturns(env.DB, dayPlus(-1));
    for (const inv of [suspended, drained, untouched]) expect(await settled(inv.investmentId)).toEqual([]);

    // Today, after those days: one is suspended, one withdraws down to 500 XAF.
    await suspend(suspended.user.id);
    const w = await call("/api/transactions/withdraw", {
      method: "POST",
      cookie: drained.cookie,
      body: { accountName: "Test Investor", accountNumber: drained.phone, paymentMethod: "MTN Mobile Money", amount: 4500 },
    });
    expect(w.status, await w.clone().text()).toBe(201);

    await fundReserve(1_000_000);
    await creditDailyReturns(env.DB, dayPlus(-1));
    for (const inv of [suspended, drained, untouched]) {
      expect(await settled(inv.investmentId)).toEqual([
        { day: d1, status: "paid", reason: null },
        { day: d2, status: "paid", reason: null },
      ]);
    }

    // Today itself is judged by today's state.
    await creditDailyReturns(env.DB, dayPlus(0));
    expect((await settled(suspended.investmentId))[2]).toMatchObject({ status: "paused", reason: "suspended" });
    expect((await settled(drained.investmentId))[2]).toMatchObject({ status: "paused", reason: "low_balance" });
    expect((await settled(untouched.investmentId))[2]).toMatchObject({ status: "paid" });
    await expectLedgerConsistent();
  });

  it("pauses, with its reason, an owed day on which the user was suspended, and pays the day before", async () => {
    await drainReserve();
    const inv = await investorSince(2);
    await creditDailyReturns(env.DB, dayPlus(0));
    expect(await settled(inv.investmentId)).toEqual([]);

    await suspend(inv.user.id);
    await fundReserve(1_000_000);
    await creditDailyReturns(env.DB, dayPlus(0));
    expect(await settled(inv.investmentId)).toEqual([
      { day: doualaDay(dayPlus(-1)), status: "paid", reason: null },
      { day: doualaDay(dayPlus(0)), status: "paused", reason: "suspended" },
    ]);
    await expectLedgerConsistent();
  });

  it("pauses an owed day on which the principal ended under 1,000 XAF, even if it is back above now", async () => {
    await drainReserve();
    const inv = await investorSince(2, 500);
    // Topped up today, after yesterday ended with 500 XAF.
    await transferStatement(env.DB, {
      idempotencyKey: `test-topup:${inv.user.id}`,
      debit: "cash:mtn",
      credit: userAccount(inv.user.id, "principal"),
      amountXaf: 10_000,
      kind: "deposit",
      userId: inv.user.id,
    }).run();
    await fundReserve(1_000_000);
    await creditDailyReturns(env.DB, dayPlus(-1));
    expect(await settled(inv.investmentId)).toEqual([{ day: doualaDay(dayPlus(-1)), status: "paused", reason: "low_balance" }]);
    await expectLedgerConsistent();
  });

  it("tells the investor, on the dashboard's investment, how many days were paused and why", async () => {
    await drainReserve();
    const inv = await investorSince(2);
    await creditDailyReturns(env.DB, dayPlus(0));
    await suspend(inv.user.id);
    await fundReserve(1_000_000);
    await creditDailyReturns(env.DB, dayPlus(0));
    // Suspension ended the sessions: the dashboard as its route builds it.
    expect(await investmentOnDashboard(inv.user.id, inv.investmentId)).toMatchObject({
      paidDays: 1,
      pausedDays: { suspended: 1, lowBalance: 0 },
    });
  });

  it("counts low-balance paused days apart from suspended ones", async () => {
    await fundReserve(1_000_000);
    const inv = await investorSince(2, 500);
    await creditDailyReturns(env.DB, dayPlus(-1));
    const res = await call("/api/user/dashboard", { cookie: inv.cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    const dash = (await res.json()) as { investments: InvestmentView[] };
    expect(dash.investments.find((i) => i.id === inv.investmentId)).toMatchObject({
      paidDays: 0,
      pausedDays: { suspended: 0, lowBalance: 1 },
    });
  });
});
