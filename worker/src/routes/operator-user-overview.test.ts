/**
 * The operator's user page (docs/product-rules.md#operator-views, OPS-1 to OPS-3): where
 * each franc of one user went (balances, ledger entries with running balances paged by a
 * cursor, requests, investments, referrals, audit), 404 for an unknown or erased user, 400
 * for a bad id or cursor, admins only.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { UserOverviewResponse } from "@app/schema/contracts/admin-overview";
import { adminCookie, call, depositFor, fundReserve, phoneOf, registerInvestor } from "../../test/helpers";
import { insertBaobabCard } from "../../test/operator-views-helpers";
import { transferStatement, userAccount } from "../ledger/ledger";
import { drainReserve as drainReserveOf, legacyInvestment } from "../ledger/testing";
import { doualaDay } from "../lib/douala-date";

beforeAll(insertBaobabCard);

/** Storage is shared within a file: empty the reserve so a test decides what it can pay. */
const drainReserve = (_key: string) => drainReserveOf(env.DB);

const overview = async (admin: string, id: number | string, cursor?: string) => {
  const res = await call(`/api/admin/users/${id}/overview${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`, {
    cookie: admin,
  });
  return { res, body: (await res.clone().json()) as UserOverviewResponse & { code?: string } };
};

describe("GET /api/admin/users/{id}/overview", () => {
  it("answers where the money went: balances, entries with running balances, requests, investments, referrals, audit", async () => {
    const admin = await adminCookie();
    await fundReserve(10_000, admin);
    const { cookie, user } = await registerInvestor({ fullName: "Awa Ndongo" });
    const friend = await registerInvestor({ referralCode: user.referralCode });
    await depositFor(cookie, 30_000, admin);
    expect((await call("/api/investments", { method: "POST", cookie, body: { cardId: 1, acceptRisk: true } })).status).toBe(201);
    const w = await call("/api/transactions/withdraw", {
      method: "POST",
      cookie,
      body: { accountName: "Awa Ndongo", accountNumber: await phoneOf(cookie), paymentMethod: "MTN Mobile Money", amount: 4000 },
    });
    const { id: withdrawalId } = (await w.json()) as { id: number };
    await call(`/api/admin/withdrawals/${withdrawalId}/reject`, {
      method: "PUT",
      cookie: admin,
      body: { adminNotes: "Wrong name" },
    });
    await call(`/api/admin/users/${user.id}/suspend`, { method: "PUT", cookie: admin, body: { isActive: false } });

    const { res, body } = await overview(admin, user.id);
    expect(res.status).toBe(200);
    expect(body.profile).toMatchObject({ id: user.id, fullName: "Awa Ndongo", isActive: false, referredBy: null });
    expect(body.balances).toEqual({ principalXaf: 5000, referralXaf: 0, investedXaf: 25_000, withdrawalHoldXaf: 0 });
    // Newest first; each entry carries its account's balance after it.
    expect(body.ledger.entries.map((e) => [e.kind, e.account, e.debitXaf, e.creditXaf, e.balanceXaf])).toEqual([
      ["withdrawal_release", "principal", 0, 4000, 5000],
      ["withdrawal_release", "withdrawal_hold", 4000, 0, 0],
      ["withdrawal_hold", "principal", 4000, 0, 1000],
      ["withdrawal_hold", "withdrawal_hold", 0, 4000, 4000],
      ["investment", "invested", 0, 25_000, 25_000],
      ["investment", "principal", 25_000, 0, 5000],
      ["deposit", "principal", 0, 30_000, 30_000],
    ]);
    expect(body.ledger.entries.at(-1)!.counterAccount).toBe("cash:mtn");
    expect(body.ledger.nextCursor).toBeNull();
    expect(body.depositVerifications).toEqual([expect.objectContaining({ amountXaf: 30_000, status: "approved" })]);
    expect(body.withdrawals).toEqual([
      expect.objectContaining({ id: withdrawalId, status: "failed", adminNotes: "Wrong name", feeXaf: 200 }),
    ]);
    expect(body.investments).toEqual([
      expect.objectContaining({ cardName: "Baobab Board", amountXaf: 25_000, paidDays: 0, pausedDays: 0, owedDays: 0 }),
    ]);
    expect(body.referrals).toEqual([expect.objectContaining({ userId: friend.user.id, bonus: "none", bonusXaf: 0 })]);
    expect(body.auditEntries.map((a) => a.action)).toEqual(["user.suspend", "withdrawal.reject", "deposit.approve"]);
  });

  it("shows a referral bonus paid, and one pending funding", async () => {
    const admin = await adminCookie();
    const { user } = await registerInvestor();
    const paid = await registerInvestor({ referralCode: user.referralCode });
    const pending = await registerInvestor({ referralCode: user.referralCode });
    await drainReserve(`overview-${user.id}`);
    await fundReserve(125 * 30 + 1000, admin); // the card's return and the bonus
    await depositFor(paid.cookie, 25_000, admin);
    await call("/api/investments", { method: "POST", cookie: paid.cookie, body: { cardId: 1, acceptRisk: true } });
    await depositFor(pending.cookie, 25_000, admin);
    // Invested before return commitments (migration 0025), when an uncovered bonus was owed.
    await legacyInvestment(env.DB, pending.user.id, 1, doualaDay());
    const { body } = await overview(admin, user.id);
    expect(body.referrals.map((r) => [r.userId, r.bonus, r.bonusXaf])).toEqual([
      [pending.user.id, "pending", 1000],
      [paid.user.id, "paid", 1000],
    ]);
    expect(body.balances.referralXaf).toBe(1000);
  });

  it("pages the ledger 100 entries at a time with a cursor, newest first, without gaps or repeats", async () => {
    const admin = await adminCookie();
    const { user } = await registerInvestor();
    // 130 adjustments straight into the ledger (the API path is tested elsewhere): 130 entries on principal.
    const stmts = Array.from({ length: 130 }, (_, i) =>
      transferStatement(env.DB, {
        idempotencyKey: `adj-test-${user.id}-${i}`,
        debit: "adjustments",
        credit: userAccount(user.id, "principal"),
        amountXaf: i + 1,
        kind: "adjustment",
        userId: user.id,
        memo: "test",
      }),
    );
    await env.DB.batch(stmts);
    const first = await overview(admin, user.id);
    expect(first.body.ledger.entries).toHaveLength(100);
    expect(first.body.ledger.entries[0]).toMatchObject({ creditXaf: 130, balanceXaf: (130 * 131) / 2 });
    expect(first.body.ledger.nextCursor).toMatch(/^\d+\.principal$/);
    const second = await overview(admin, user.id, first.body.ledger.nextCursor!);
    expect(second.body.ledger.entries.map((e) => e.creditXaf)).toEqual(Array.from({ length: 30 }, (_, i) => 30 - i));
    expect(second.body.ledger.entries.at(-1)!.balanceXaf).toBe(1);
    expect(second.body.ledger.nextCursor).toBeNull();
  });

  it("answers 404 for an unknown user and for an erased one", async () => {
    const admin = await adminCookie();
    expect((await overview(admin, 999_999)).res.status).toBe(404);
    const { user } = await registerInvestor();
    expect((await call(`/api/admin/users/${user.id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    const erased = await overview(admin, user.id);
    expect(erased.res.status).toBe(404);
    expect(erased.body.code).toBe("not_found");
  });

  it.each(["0", "-1", "0x10", "1e2", "1%0A", "01", "abc", "12345678901234567"])("answers 400 for the id %s", async (id) => {
    const admin = await adminCookie();
    const { res, body } = await overview(admin, id);
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ field: "id" })] });
  });

  it("answers 400 for a cursor that no page gave", async () => {
    const admin = await adminCookie();
    const { user } = await registerInvestor();
    for (const cursor of ["abc", "12", "12.cash", "0.principal", "1.principal;DROP"]) {
      const { res, body } = await overview(admin, user.id, cursor);
      expect(res.status).toBe(400);
      expect(body.code).toBe("invalid_input");
    }
  });

  it("is for admins only: 401 signed out and for an investor session", async () => {
    const { cookie, user } = await registerInvestor();
    expect((await call(`/api/admin/users/${user.id}/overview`)).status).toBe(401);
    expect((await call(`/api/admin/users/${user.id}/overview`, { cookie })).status).toBe(401);
  });
});
