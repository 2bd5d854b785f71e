import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  adminCookie,
  call,
  depositFor,
  expectLedgerConsistent,
  phoneOf,
  principalOf,
  registerInvestor,
} from "../../test/helpers";

/** A withdrawal to the investor's registered phone (verified for them, KYC-4) unless `over` says otherwise. */
const request = async (cookie: string, amount: number, over: Record<string, unknown> = {}) =>
  call("/api/transactions/withdraw", {
    method: "POST",
    cookie,
    body: { accountName: "Awa Ndongo", accountNumber: await phoneOf(cookie), paymentMethod: "MTN Mobile Money", amount, ...over },
  });

const balance = async (account: string) =>
  (await env.DB.prepare("SELECT balance_xaf AS b FROM ledger_accounts WHERE id = ?").bind(account).first<{ b: number }>())!.b;

describe("POST /api/transactions/withdraw", () => {
  it("moves the amount from principal to a withdrawal hold and shows it pending in the history", async () => {
    const { cookie, user } = await registerInvestor();
    await depositFor(cookie, 10_000);
    const res = await request(cookie, 3500);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ amount: "3500.00", fee: "175.00", amountToReceive: "3325.00", status: "pending" });
    expect(await principalOf(cookie)).toBe(6500);
    expect(await balance(`u${user.id}:withdrawal_hold`)).toBe(3500);
    const dash = (await (await call("/api/user/dashboard", { cookie })).json()) as {
      transactions: { type: string; amount: string; status: string }[];
    };
    expect(dash.transactions.map((t) => [t.type, t.amount, t.status])).toEqual([
      ["withdrawal_hold", "-3500.00", "pending"],
      ["deposit", "10000.00", "completed"],
    ]);
    await expectLedgerConsistent();
  });

  it.each([
    [{ amount: 3499 }, "amount", "Minimum withdrawal is 3,500 XAF"],
    [{ accountNumber: "12345" }, "accountNumber", "Account number must be 9 digits"],
    [{ accountName: "A" }, "accountName", "Account name is required"],
    [{ paymentMethod: "Bank" }, "paymentMethod", "Please select a payment method"],
  ])("refuses %j with the spec's message", async (over, field, message) => {
    const { cookie } = await registerInvestor();
    const res = await request(cookie, 4000, over);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: unknown[] }).issues).toContainEqual(expect.objectContaining({ field, message }));
  });

  it("refuses more than the principal with 409 and writes nothing", async () => {
    const { cookie } = await registerInvestor();
    await depositFor(cookie, 5000);
    const res = await request(cookie, 5100);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "insufficient_balance" });
    expect(await principalOf(cookie)).toBe(5000);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM withdrawal_requests WHERE amount_xaf = 5100").first()).toEqual({
      n: 0,
    });
  });

  it("accepts exactly one of 50 concurrent withdrawals of a balance that covers one", async () => {
    const { cookie, user } = await registerInvestor();
    await depositFor(cookie, 4000);
    const results = await Promise.all(Array.from({ length: 50 }, () => request(cookie, 4000)));
    const winners = results.filter((r) => r.status === 201);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    expect(await winners[0]!.json()).toMatchObject({
      userId: user.id,
      amount: "4000.00",
      fee: "200.00",
      amountToReceive: "3800.00",
      status: "pending",
    });
    expect(await principalOf(cookie)).toBe(0);
    expect(await balance(`u${user.id}:withdrawal_hold`)).toBe(4000);
    const { results: rows } = await env.DB.prepare(
      "SELECT amount_xaf AS amount, status FROM withdrawal_requests WHERE user_id = ?",
    )
      .bind(user.id)
      .all();
    expect(rows).toEqual([{ amount: 4000, status: "pending" }]);
    await expectLedgerConsistent();
  });

  it("answers 503 with the spec's message when withdrawals are switched off", async () => {
    const { cookie } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 10_000, admin);
    await call("/api/admin/withdrawal-control", { method: "POST", cookie: admin, body: { enabled: false } });
    expect(await (await call("/api/withdrawals/availability", { cookie })).json()).toEqual({
      allowed: false,
      code: "withdrawals_disabled",
      message: "Withdrawal requests are currently disabled by administration. Please try again later.",
    });
    expect(
      await (await call("/api/withdrawals/availability", { cookie, headers: { "Accept-Language": "fr" } })).json(),
    ).toMatchObject({ code: "withdrawals_disabled", message: expect.stringMatching(/^Les demandes de retrait sont/) });
    const res = await request(cookie, 4000);
    expect(res.status).toBe(503);
    await call("/api/admin/withdrawal-control", { method: "POST", cookie: admin, body: { enabled: true } });
    expect((await request(cookie, 4000)).status).toBe(201);
  });
});

describe("admin decisions on withdrawals", () => {
  it("approve pays the amount minus the 5 % fee out and books the fee", async () => {
    const { cookie, user } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 20_000, admin);
    // To the registered phone and under the approval threshold: one admin approves (APR-2, APR-3).
    const w = (await (await request(cookie, 10_010, { accountNumber: user.phone })).json()) as { id: number };
    const cashBefore = await balance("cash:mtn");
    const feesBefore = await balance("fees");
    const res = await call(`/api/admin/withdrawals/${w.id}/approve`, {
      method: "PUT",
      cookie: admin,
      body: { adminNotes: "Sent" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: "completed",
      fee: "501.00",
      amountToReceive: "9509.00",
      adminNotes: "Sent",
    });
    expect(await balance("cash:mtn")).toBe(cashBefore + 9509);
    expect(await balance("fees")).toBe(feesBefore + 501);
    expect(await balance(`u${user.id}:withdrawal_hold`)).toBe(0);
    expect((await call(`/api/admin/withdrawals/${w.id}/reject`, { method: "PUT", cookie: admin, body: {} })).status).toBe(409);
    await expectLedgerConsistent();
  });

  it("reject returns the hold to principal", async () => {
    const { cookie } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 8000, admin);
    const w = (await (await request(cookie, 8000)).json()) as { id: number };
    expect(await principalOf(cookie)).toBe(0);
    const res = await call(`/api/admin/withdrawals/${w.id}/reject`, {
      method: "PUT",
      cookie: admin,
      body: { adminNotes: "Wrong number" },
    });
    expect(await res.json()).toMatchObject({ status: "failed" });
    expect(await principalOf(cookie)).toBe(8000);
    await expectLedgerConsistent();
  });

  it("an approval and a rejection at the same time: exactly one wins", async () => {
    const { cookie, user } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 5000, admin);
    const w = (await (await request(cookie, 5000, { accountNumber: user.phone })).json()) as { id: number };
    const [a, r] = await Promise.all([
      call(`/api/admin/withdrawals/${w.id}/approve`, { method: "PUT", cookie: admin, body: {} }),
      call(`/api/admin/withdrawals/${w.id}/reject`, { method: "PUT", cookie: admin, body: {} }),
    ]);
    expect([a.status, r.status].sort()).toEqual([200, 409]);
    // The winner's figures: an approval pays 4,750 out and books the 250 fee; a rejection returns all 5,000.
    const approved = a.status === 200;
    expect(await (approved ? a : r).json()).toMatchObject({ id: w.id, status: approved ? "completed" : "failed" });
    expect(await principalOf(cookie)).toBe(approved ? 0 : 5000);
    expect(await balance(`u${user.id}:withdrawal_hold`)).toBe(0);
    const { results: moves } = await env.DB.prepare(
      "SELECT kind, amount_xaf AS amount FROM ledger_transfers WHERE user_id = ? AND kind LIKE 'withdrawal_%' ORDER BY id",
    )
      .bind(user.id)
      .all();
    expect(moves).toEqual(
      approved
        ? [
            { kind: "withdrawal_hold", amount: 5000 },
            { kind: "withdrawal_payout", amount: 4750 },
            { kind: "withdrawal_fee", amount: 250 },
          ]
        : [
            { kind: "withdrawal_hold", amount: 5000 },
            { kind: "withdrawal_release", amount: 5000 },
          ],
    );
    await expectLedgerConsistent();
  });

  it("lists requests for the admin and counts pending ones in the stats and transparency", async () => {
    const { cookie, user } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 9000, admin);
    await request(cookie, 4000);
    const list = (await (await call("/api/admin/withdrawals?status=pending", { cookie: admin })).json()) as {
      items: { userId: number; amount: string; status: string }[];
      counts: { pending: number };
    };
    expect(list.items.filter((w) => w.userId === user.id)).toEqual([
      expect.objectContaining({ amount: "4000.00", status: "pending" }),
    ]);
    // Earlier tests of this file leave requests pending: the figures must count them all, exactly.
    const pending = (await env.DB.prepare("SELECT COUNT(*) AS n FROM withdrawal_requests WHERE status = 'pending'").first<{
      n: number;
    }>())!.n;
    expect(list.counts.pending).toBe(pending);
    expect(await (await call("/api/admin/stats", { cookie: admin })).json()).toMatchObject({ pendingWithdrawals: pending });
    const t = (await (await call("/api/transparency")).json()) as {
      pendingWithdrawals: { count: number; oldestAgeHours: number };
    };
    expect(t.pendingWithdrawals.count).toBe(pending);
    expect(t.pendingWithdrawals.oldestAgeHours).toBeGreaterThanOrEqual(0);
  });
});
