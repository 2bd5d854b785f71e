/**
 * The operator's global search (docs/product-rules.md#operator-views, OPS-4, OPS-5): users
 * by name, phone and referral code, transactions by normalised transaction id, transfer id,
 * amount and reference, cards by name; at most 20 of each kind with exact totals, read by
 * index; 400 for a bad q, admins only.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchResponse } from "@app/schema/contracts/admin-overview";
import { adminCookie, call, depositFor, registerInvestor } from "../../test/helpers";
import { insertBaobabCard } from "../../test/operator-views-helpers";
import { transferStatement } from "../ledger/ledger";

beforeAll(insertBaobabCard);
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
    // A query is at least 2 characters (OPS-4): ten transfers first, so the deposit's transfer id has two digits.
    await env.DB.batch(
      Array.from({ length: 10 }, (_, i) =>
        transferStatement(env.DB, {
          idempotencyKey: `search-seed-${i}`,
          debit: "operator_capital",
          credit: "returns_reserve",
          amountXaf: 1,
          kind: "reserve_funding",
        }),
      ),
    );
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
