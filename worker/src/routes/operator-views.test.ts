/** The operator's user page and global search (docs/product-rules.md#operator-views). */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchResponse, UserOverviewResponse } from "@app/schema/contracts/admin-overview";
import { adminCookie, call, depositFor, fundReserve, registerInvestor } from "../../test/helpers";
import { transferStatement, userAccount } from "../ledger/ledger";
import { drainReserve as drainReserveOf } from "../ledger/testing";

beforeAll(async () => {
  await env.DB.prepare(
    `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf, is_active)
     VALUES (1, 'Sahel boards', 'Baobab Board', 'd', 'Rentals of boards', '/a.svg', 25000, 125, 1)`,
  ).run();
});

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
      body: { accountName: "Awa Ndongo", accountNumber: "670000001", paymentMethod: "MTN Mobile Money", amount: 4000 },
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
    await fundReserve(1000, admin);
    await depositFor(paid.cookie, 25_000, admin);
    await call("/api/investments", { method: "POST", cookie: paid.cookie, body: { cardId: 1, acceptRisk: true } });
    await depositFor(pending.cookie, 25_000, admin);
    await call("/api/investments", { method: "POST", cookie: pending.cookie, body: { cardId: 1, acceptRisk: true } });
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

const find = async (admin: string, q: string) => {
  const res = await call(`/api/admin/search?q=${encodeURIComponent(q)}`, { cookie: admin });
  return { res, body: (await res.clone().json()) as SearchResponse & { code?: string } };
};

describe("GET /api/admin/search", () => {
  it("finds users by name (prefix or surname, any case), phone (with or without +237) and referral code", async () => {
    const admin = await adminCookie();
    const { user, phone } = await registerInvestor({ fullName: "Mbarga Essomba" });
    await registerInvestor({ fullName: "Someone Else" });
    for (const q of [
      "mbarga",
      "MBARGA ESS",
      "essomba",
      phone,
      `+237 ${phone}`,
      phone.slice(0, 5),
      user.referralCode.toLowerCase(),
    ]) {
      const { res, body } = await find(admin, q);
      expect(res.status, q).toBe(200);
      expect(
        body.users.map((u) => u.id),
        q,
      ).toContain(user.id);
      expect(body.users.every((u) => u.fullName !== "Someone Else" || q === phone.slice(0, 5))).toBe(true);
    }
  });

  it("finds transactions by mobile-money transaction id, transfer id, amount and reference, each naming its user", async () => {
    const admin = await adminCookie();
    const { cookie, user } = await registerInvestor({ fullName: "Tata Ngono" });
    const sub = await call("/api/deposit-verification", {
      method: "POST",
      cookie,
      body: {
        depositName: "Tata",
        userName: "670000000",
        amount: 12_300,
        paymentMethod: "MTN",
        transactionId: "MP260101.1234.A77",
      },
    });
    const { id: verificationId } = (await sub.json()) as { id: number };
    await call(`/api/admin/deposit-verifications/${verificationId}`, {
      method: "PATCH",
      cookie: admin,
      body: { status: "approved" },
    });
    const transfer = await env.DB.prepare("SELECT id FROM ledger_transfers WHERE deposit_verification_id = ?")
      .bind(verificationId)
      .first<{ id: number }>();

    const byTxid = await find(admin, "mp260101.1234");
    expect(byTxid.body.transactions).toEqual([
      expect.objectContaining({ source: "deposit_verification", id: verificationId, userId: user.id, userName: "Tata Ngono" }),
    ]);
    // Matched on the normalised key (DEP-3): lower case, spaces, no dots, a full-width digit.
    for (const typed of ["mp 260101 1234 a77", "MP2601011234", "ｍｐ２６０１０１.1234"]) {
      expect((await find(admin, typed)).body.transactions, typed).toEqual([
        expect.objectContaining({ source: "deposit_verification", id: verificationId }),
      ]);
    }
    const byAmount = await find(admin, "12 300");
    expect(byAmount.body.transactions).toContainEqual(
      expect.objectContaining({ source: "transfer", id: transfer!.id, kind: "deposit", userId: user.id, matched: "amount" }),
    );
    const byId = await find(admin, String(transfer!.id));
    expect(byId.body.transactions).toContainEqual(
      expect.objectContaining({ source: "transfer", id: transfer!.id, matched: "transfer_id" }),
    );
    const byRef = await find(admin, `deposit_verification:${verificationId}`);
    expect(byRef.body.transactions).toEqual([expect.objectContaining({ source: "deposit_verification", id: verificationId })]);
  });

  it("finds investment cards by name and groups every kind separately", async () => {
    const admin = await adminCookie();
    const { body } = await find(admin, "baobab");
    expect(body.cards).toEqual([expect.objectContaining({ id: 1, name: "Baobab Board", investmentAmountXaf: 25_000 })]);
    expect(body).toMatchObject({ query: "baobab", users: [], transactions: [] });
  });

  it("bounds each kind to 20 results", async () => {
    const admin = await adminCookie();
    await env.DB.batch(
      Array.from({ length: 25 }, (_, i) =>
        env.DB.prepare(
          "INSERT INTO users (full_name, phone, mobile_money_service, referral_code) VALUES (?, ?, 'Orange Money', ?)",
        ).bind(`Zogo ${i}`, `69${String(1_000_000 + i).slice(0, 7)}`, `ZOGO${String(1000 + i)}`),
      ),
    );
    expect((await find(admin, "zogo")).body.users).toHaveLength(20);
  });

  it("gives each group's exact count, the total of the users list filtered by the same q", async () => {
    const admin = await adminCookie();
    await env.DB.batch(
      Array.from({ length: 31 }, (_, i) =>
        env.DB.prepare(
          "INSERT INTO users (full_name, phone, mobile_money_service, referral_code) VALUES (?, ?, 'Orange Money', ?)",
        ).bind(`Kouam ${i}`, `68${String(2_000_000 + i).slice(0, 7)}`, `KOUAM${String(1000 + i)}`),
      ),
    );
    const { body } = await find(admin, "kouam");
    expect(body.users).toHaveLength(20);
    const list = await call("/api/admin/users?q=kouam&limit=1", { cookie: admin });
    const { total } = (await list.json()) as { total: number };
    expect(total).toBe(31);
    expect(body.totals).toEqual({ users: 31, transactions: 0, cards: 0 });
    expect((await find(admin, "baobab")).body.totals).toEqual({ users: 0, transactions: 0, cards: 1 });
  });

  it("counts every transaction matching an amount, beyond the 20 it shows", async () => {
    const admin = await adminCookie();
    // Two investors: one may submit at most 20 verifications a day.
    for (const fullName of ["Count Amount", "Count Again"]) {
      const { cookie } = await registerInvestor({ fullName });
      for (let i = 0; i < 11; i++) await depositFor(cookie, 7_700, admin);
    }
    const { body } = await find(admin, "7700");
    expect(body.transactions).toHaveLength(20);
    expect(body.totals.transactions).toBe(22);
  });

  it("reads the ledger by index for an amount, never by scanning it", async () => {
    const plan = await env.DB.prepare(
      "EXPLAIN QUERY PLAN SELECT t.id FROM ledger_transfers t WHERE t.amount_xaf = 5000 AND t.kind <> 'daily_return' ORDER BY t.id DESC LIMIT 20",
    ).all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join(" ")).toMatch(/USING INDEX ledger_transfers_amount/);
    const byName = await env.DB.prepare(
      "EXPLAIN QUERY PLAN SELECT id FROM users u WHERE u.full_name >= 'ab' COLLATE NOCASE AND u.full_name < 'ab\u{10FFFF}' COLLATE NOCASE",
    ).all<{ detail: string }>();
    expect(byName.results.map((r) => r.detail).join(" ")).toMatch(/USING (COVERING )?INDEX users_full_name_nocase/);
  });

  it.each([
    ["", "q"],
    ["a", "q"],
    [" b ", "q"],
    ["x".repeat(101), "q"],
  ])("answers 400 for q=%j naming %s", async (q, field) => {
    const admin = await adminCookie();
    const { res, body } = await find(admin, q);
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ field })] });
  });

  it("answers 400 without q, and 401 signed out or for an investor", async () => {
    const admin = await adminCookie();
    expect((await call("/api/admin/search", { cookie: admin })).status).toBe(400);
    const { cookie } = await registerInvestor();
    expect((await call("/api/admin/search?q=abc")).status).toBe(401);
    expect((await call("/api/admin/search?q=abc", { cookie })).status).toBe(401);
  });
});
