/**
 * "Where is my money?" (docs/product-rules.md#money-status): the investor's dashboard and
 * statement show every request with its state, note and next step; pending referral
 * bonuses; and a session ended by the platform says so.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { DashboardResponse } from "@app/schema/contracts/dashboard";
import type { StatementResponse } from "@app/schema/contracts/statement";
import { nextProcessingStart } from "@app/schema/processing-hours";
import { creditDailyReturns } from "../cron/credit-daily-returns";
import { drainReserve, legacyInvestment } from "../ledger/testing";
import { doualaDay } from "../lib/douala-date";
import { getDashboard } from "../services/dashboard/dashboard";
import { findUserForSession } from "../services/users/accounts";
import {
  adminCookie,
  call,
  depositFor,
  fundReserve,
  GOOD_PASSWORD,
  phoneOf,
  registerInvestor,
  sessionCookie,
} from "../../test/helpers";

const submitDeposit = async (cookie: string, amount: number, transactionId = `MP${crypto.randomUUID().slice(0, 10)}`) => {
  const res = await call("/api/deposit-verification", {
    method: "POST",
    cookie,
    body: { depositName: "Awa Ndongo", userName: "670000000", amount, paymentMethod: "MTN", transactionId },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
};

const decideDeposit = (admin: string, id: number, body: Record<string, unknown>) =>
  call(`/api/admin/deposit-verifications/${id}`, { method: "PATCH", cookie: admin, body });

const requestWithdrawal = async (cookie: string, amount: number) => {
  const res = await call("/api/transactions/withdraw", {
    method: "POST",
    cookie,
    body: { accountName: "Awa Ndongo", accountNumber: await phoneOf(cookie), paymentMethod: "MTN Mobile Money", amount },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
};

beforeAll(async () => {
  await env.DB.prepare(
    `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf, is_active)
     VALUES (1, 'c', 'Card A', 'd', 'Rentals of boards', '/a.svg', 25000, 125, 1)`,
  ).run();
});

const dashboard = async (cookie: string) => (await (await call("/api/user/dashboard", { cookie })).json()) as DashboardResponse;

/** The dashboard's requests of one kind, newest first. */
const verificationsOf = (dash: DashboardResponse) => dash.moneyRequests.requests.filter((r) => r.kind === "deposit_verification");
const withdrawalsOf = (dash: DashboardResponse) => dash.moneyRequests.requests.filter((r) => r.kind === "withdrawal");

describe("GET /api/user/dashboard: deposit verifications and withdrawals", () => {
  it("shows each verification pending, approved with the amount credited, or rejected with the admin's note", async () => {
    const { cookie } = await registerInvestor();
    const admin = await adminCookie();
    const approved = await submitDeposit(cookie, 5000, "MP-APPROVED-1");
    const rejected = await submitDeposit(cookie, 7000);
    const pending = await submitDeposit(cookie, 2000);
    expect((await decideDeposit(admin, approved, { status: "approved", amount: 4500 })).status).toBe(200);
    expect((await decideDeposit(admin, rejected, { status: "rejected", adminNotes: "No such payment on MTN" })).status).toBe(200);

    const verifications = verificationsOf(await dashboard(cookie));
    expect(verifications.map((d) => [d.id, d.status, d.amount, d.adminNote])).toEqual([
      [pending, "pending", "2000.00", null],
      [rejected, "rejected", "7000.00", "No such payment on MTN"],
      [approved, "approved", "4500.00", null],
    ]);
    expect(verifications[2]).toMatchObject({ transactionId: "MP-APPROVED-1", paymentMethod: "MTN" });
    // Only the pending one has a next step, and it is a real instant.
    expect(verifications.map((d) => d.nextStepAt === null)).toEqual([false, true, true]);
    expect(Number.isNaN(Date.parse(verifications[0]!.nextStepAt!))).toBe(false);
    expect(verifications[1]!.decidedAt).not.toBeNull();
  });

  it("shows withdrawals with the rejection note and the amount to receive", async () => {
    const { cookie } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 20_000, admin);
    const refused = await requestWithdrawal(cookie, 4000);
    const waiting = await requestWithdrawal(cookie, 3500);
    const res = await call(`/api/admin/withdrawals/${refused}/reject`, {
      method: "PUT",
      cookie: admin,
      body: { adminNotes: "Account name does not match" },
    });
    expect(res.status).toBe(200);
    const withdrawals = withdrawalsOf(await dashboard(cookie));
    expect(withdrawals.map((w) => [w.id, w.status, w.amount, w.amountToReceive, w.adminNote])).toEqual([
      [waiting, "pending", "3500.00", "3325.00", null],
      [refused, "failed", "4000.00", "3800.00", "Account name does not match"],
    ]);
    expect(withdrawals[0]!.nextStepAt).not.toBeNull();
    expect(withdrawals[1]!.nextStepAt).toBeNull();
  });

  it("dates a pending request's next step by the processing hours: on a Sunday, Monday 8:00 Douala", async () => {
    const { cookie, user } = await registerInvestor();
    await submitDeposit(cookie, 3000);
    // The service takes the signed-in user's row; no session of that hash is revoked.
    const full = await findUserForSession(env.DB, user.id, 0, "not-a-revoked-session");
    const sunday = new Date("2026-11-29T10:00:00+01:00");
    const dash = await getDashboard(env.DB, full!, "2026-11-29", sunday);
    expect(verificationsOf(dash)[0]!.nextStepAt).toBe("2026-11-30T07:00:00.000Z");
    expect(verificationsOf(dash)[0]!.nextStepAt).toBe(nextProcessingStart(sunday).toISOString());
  });

  it("reads each request list by an index on the user, not by scanning the table", async () => {
    for (const [sql, index] of [
      ["SELECT id FROM deposit_verifications WHERE user_id = 1 ORDER BY id DESC LIMIT 50", "deposit_verifications_user"],
      ["SELECT id FROM withdrawal_requests WHERE user_id = 1 ORDER BY id DESC LIMIT 50", "withdrawal_requests_user"],
    ]) {
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).all<{ detail: string }>();
      expect(plan.results.map((r) => r.detail).join(" ")).toMatch(new RegExp(`USING (COVERING )?INDEX ${index}`));
    }
  });

  it("never shows another investor's requests", async () => {
    const a = await registerInvestor();
    const b = await registerInvestor();
    await submitDeposit(a.cookie, 5000);
    expect((await dashboard(b.cookie)).moneyRequests).toEqual({ requests: [], nextCursor: null });
  });
});

describe("GET /api/user/statement", () => {
  it("lists the ledger entries; the requests with their state and note are in the one list of requests", async () => {
    const { cookie } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 10_000, admin);
    const rejected = await submitDeposit(cookie, 3000);
    await decideDeposit(admin, rejected, { status: "rejected", adminNotes: "Duplicate of an earlier payment" });
    await requestWithdrawal(cookie, 3500);
    const res = await call("/api/user/statement", { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as StatementResponse;
    // One line per withdrawal: its hold, under principal; the hold account's own side of that
    // transfer is not a second line (docs/product-rules.md, the withdrawal's one history line).
    expect(body.entries.map((e) => [e.account, e.kind, e.balanceXaf])).toEqual([
      ["principal", "withdrawal_hold", 6500],
      ["principal", "deposit", 10_000],
    ]);
    expect(body.nextCursor).toBeNull();
    const requests = (await (await call("/api/user/money-requests", { cookie })).json()) as DashboardResponse["moneyRequests"];
    expect(requests.requests.map((r) => [r.kind, r.status, r.kind === "automatic_deposit" ? null : r.adminNote])).toEqual([
      ["withdrawal", "pending", null],
      ["deposit_verification", "rejected", "Duplicate of an earlier payment"],
      ["deposit_verification", "approved", null],
    ]);
  });
});

describe("referral bonus waiting for the reserve", () => {
  it("shows on the referrer's dashboard as pending funding with its amount, until the run pays it", async () => {
    const referrer = await registerInvestor();
    const friend = await registerInvestor({ fullName: "Friend Two", referralCode: referrer.user.referralCode });
    await depositFor(friend.cookie, 25_000);
    // Storage is shared within a file: empty the reserve, and invest as before return
    // commitments (migration 0025), when a bonus the reserve could not cover was owed.
    await drainReserve(env.DB);
    await legacyInvestment(env.DB, friend.user.id, 1, doualaDay());
    let dash = await dashboard(referrer.cookie);
    expect(dash.referralEarnings).toEqual([]);
    expect(dash.pendingReferralBonuses).toEqual([
      expect.objectContaining({ referredUserId: friend.user.id, referredName: "Friend Two", amount: "1000.00" }),
    ]);
    await fundReserve(1000 + 125 * 30); // the legacy investment's return is committed first
    await creditDailyReturns(env.DB, new Date());
    dash = await dashboard(referrer.cookie);
    expect(dash.pendingReferralBonuses).toEqual([]);
    expect(dash.referralEarnings).toEqual([expect.objectContaining({ referredUserId: friend.user.id, amount: "1000.00" })]);
  });

  it("shows nothing pending for a friend who has not invested", async () => {
    const referrer = await registerInvestor();
    await registerInvestor({ referralCode: referrer.user.referralCode });
    expect((await dashboard(referrer.cookie)).pendingReferralBonuses).toEqual([]);
  });
});

describe("a session ended by the platform (docs/product-rules.md#money-status, MST-5)", () => {
  const clearsCookie = (res: Response) =>
    (res.headers as unknown as { getSetCookie(): string[] })
      .getSetCookie()
      .some((c) => c.startsWith("__Host-lionart_session=") && /Max-Age=0/.test(c));

  it("answers 401 session_ended and clears the cookie after a suspension", async () => {
    const { cookie, user } = await registerInvestor();
    const admin = await adminCookie();
    await call(`/api/admin/users/${user.id}/suspend`, { method: "PUT", cookie: admin, body: { isActive: false } });
    const res = await call("/api/auth/user", { cookie });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "session_ended" });
    expect(clearsCookie(res)).toBe(true);
    // Every private route says the same.
    expect(await (await call("/api/user/dashboard", { cookie })).json()).toMatchObject({ code: "session_ended" });
  });

  it("answers session_ended after an admin's password reset and after erasure", async () => {
    const reset = await registerInvestor();
    const erased = await registerInvestor();
    const admin = await adminCookie();
    expect((await call(`/api/admin/users/${reset.user.id}/reset-password`, { method: "POST", cookie: admin })).status).toBe(200);
    expect(await (await call("/api/auth/user", { cookie: reset.cookie })).json()).toMatchObject({ code: "session_ended" });
    expect((await call(`/api/admin/users/${erased.user.id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    expect(await (await call("/api/auth/user", { cookie: erased.cookie })).json()).toMatchObject({ code: "session_ended" });
  });

  it("keeps not_signed_in for no cookie, an unknown cookie, and after the investor's own logout", async () => {
    expect(await (await call("/api/auth/user")).json()).toMatchObject({ code: "not_signed_in" });
    const forged = await call("/api/auth/user", { cookie: "__Host-lionart_session=forged-id-0000000000" });
    expect(await forged.json()).toMatchObject({ code: "not_signed_in" });
    const { cookie } = await registerInvestor();
    expect((await call("/api/auth/logout", { method: "POST", cookie })).status).toBe(200);
    expect(await (await call("/api/auth/user", { cookie })).json()).toMatchObject({ code: "not_signed_in" });
  });

  it("lets the person sign in again afterwards", async () => {
    const { cookie, user, phone } = await registerInvestor();
    const admin = await adminCookie();
    await call(`/api/admin/users/${user.id}/suspend`, { method: "PUT", cookie: admin, body: { isActive: false } });
    expect((await call("/api/auth/user", { cookie })).status).toBe(401);
    const again = await call("/api/auth/login", { method: "POST", body: { phone, password: GOOD_PASSWORD } });
    expect(again.status).toBe(200);
    expect((await call("/api/auth/user", { cookie: sessionCookie(again) })).status).toBe(200);
  });
});
