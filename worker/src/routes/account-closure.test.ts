/**
 * Closing an account by its investor (docs/product-rules.md#data-rights, DATA-4, DATA-5):
 * refused with its own 409 while anything is open, changing nothing; with the password, at
 * zero and with nothing open, it ends every session, keeps the phone taken and the data for
 * the retention period, and never touches the ledger. A provider's late success for a closed
 * account goes to suspense (SUS-1).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  GOOD_PASSWORD,
  adminCookie,
  call,
  depositFor,
  expectLedgerConsistent,
  newPhone,
  registerInvestor,
  sessionCookie,
} from "../../test/helpers";
import { deliverCallbacks, deposit, payment, requestWithdrawal, rule, sim, useSimulatedRails } from "../../test/rails-helpers";

useSimulatedRails();

const close = (cookie: string, password = GOOD_PASSWORD) =>
  call("/api/user/close", { method: "POST", cookie, body: { password } });
const userRow = (id: number) =>
  env.DB.prepare("SELECT closed_at, deleted_at, retain_until, phone, full_name, password_hash FROM users WHERE id = ?")
    .bind(id)
    .first<{ closed_at: string | null; deleted_at: string | null; retain_until: string | null; phone: string | null }>();

async function expectRefused(cookie: string, userId: number, code: string): Promise<void> {
  const res = await close(cookie);
  expect(res.status, await res.clone().text()).toBe(409);
  expect(await res.json()).toMatchObject({ code });
  expect(await userRow(userId)).toMatchObject({ closed_at: null, deleted_at: null });
  expect((await call("/api/user/dashboard", { cookie })).status).toBe(200);
}

describe("POST /api/user/close refused while something is open (DATA-4)", () => {
  it("a pending deposit verification: deposit_pending", async () => {
    const { cookie, user } = await registerInvestor();
    const sub = await call("/api/deposit-verification", {
      method: "POST",
      cookie,
      body: {
        depositName: "Payer",
        userName: "670000000",
        amount: 5_000,
        paymentMethod: "MTN",
        transactionId: `TX${crypto.randomUUID().slice(0, 10)}`,
      },
    });
    expect(sub.status).toBe(201);
    await expectRefused(cookie, user.id, "deposit_pending");
  });

  it("an open automatic payment: payment_open", async () => {
    const { cookie, user } = await registerInvestor();
    await deposit(cookie, newPhone("67"), 5_000);
    await expectRefused(cookie, user.id, "payment_open");
  });

  it("a pending withdrawal: withdrawal_pending", async () => {
    const { cookie } = await requestWithdrawal(newPhone("65"), 20_000 - 500);
    const me = (await (await call("/api/auth/user", { cookie })).json()) as { id: number };
    await expectRefused(cookie, me.id, "withdrawal_pending");
  });

  it("an active investment: investment_active", async () => {
    const { cookie, user } = await registerInvestor();
    await env.DB.prepare(
      `INSERT INTO investments (user_id, card_id, card_name, amount_xaf, daily_return_xaf, duration_days, start_day)
       VALUES (?, 1, 'Test card', 1000, 10, 30, '2026-01-01')`,
    )
      .bind(user.id)
      .run();
    await expectRefused(cookie, user.id, "investment_active");
  });

  it("a balance not zero: balance_not_zero", async () => {
    const { cookie, user } = await registerInvestor();
    await depositFor(cookie, 5_000);
    await expectRefused(cookie, user.id, "balance_not_zero");
  });

  it("a wrong or missing password: 401 or 400 naming password, and nothing changes", async () => {
    const { cookie, user } = await registerInvestor();
    const wrong = await close(cookie, "not-my-password");
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: "invalid_credentials", issues: [{ field: "password" }] });
    const missing = await call("/api/user/close", { method: "POST", cookie, body: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: "invalid_input", issues: [{ field: "password" }] });
    expect(await userRow(user.id)).toMatchObject({ closed_at: null });
    expect((await call("/api/user/close", { method: "POST", body: { password: GOOD_PASSWORD } })).status).toBe(401);
  });
});

describe("a closed account (DATA-4, DATA-5)", () => {
  it("ends every session, cannot sign in, keeps the phone taken and the ledger untouched", async () => {
    const phone = newPhone("69");
    const { cookie, user } = await registerInvestor({ phone });
    const login = await call("/api/auth/login", { method: "POST", body: { phone, password: GOOD_PASSWORD } });
    expect(login.status).toBe(200);
    const other = sessionCookie(login);
    const ledgerBefore = await env.DB.prepare("SELECT COUNT(*) AS n FROM ledger_transfers").first<{ n: number }>();

    const res = await close(cookie);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ ok: true });

    for (const c of [cookie, other]) expect((await call("/api/user/dashboard", { cookie: c })).status).toBe(401);
    const again = await call("/api/auth/login", { method: "POST", body: { phone, password: GOOD_PASSWORD } });
    expect(again.status).toBe(401);
    const taken = await call("/api/auth/register", {
      method: "POST",
      body: { fullName: "New Person", phone, mobileMoneyService: "MTN Mobile Money", password: GOOD_PASSWORD, acceptTerms: true },
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: "phone_taken" });

    const row = (await userRow(user.id))!;
    expect(row).toMatchObject({ phone, full_name: "Test Investor", password_hash: null });
    expect(row.closed_at).toBe(row.deleted_at);
    const years = (Date.parse(row.retain_until!) - Date.parse(row.closed_at!)) / (365.25 * 86400_000);
    expect(Math.round(years)).toBe(10);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM ledger_transfers").first()).toEqual(ledgerBefore);
    await expectLedgerConsistent();
  });

  it("keeps the data for the years the setting says", async () => {
    await env.DB.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('dataRetentionYears', '2')").run();
    try {
      const { cookie, user } = await registerInvestor();
      expect((await close(cookie)).status).toBe(200);
      const row = (await userRow(user.id))!;
      expect(row.retain_until!.slice(0, 4)).toBe(String(Number(row.closed_at!.slice(0, 4)) + 2));
    } finally {
      await env.DB.prepare("DELETE FROM settings WHERE key = 'dataRetentionYears'").run();
    }
  });

  it("a deposit the provider reports successful after the closure goes to suspense (SUS-1)", async () => {
    const { cookie, user } = await registerInvestor();
    const phone = newPhone("67");
    rule(phone, { failureCode: "PAYER_NOT_FOUND" });
    const { id } = await deposit(cookie, phone, 6_000);
    await sim.advance(5);
    await deliverCallbacks();
    expect((await payment(id)).status).toBe("failed");
    const suspenseBefore = (await env.DB.prepare("SELECT balance_xaf FROM ledger_accounts WHERE id = 'suspense'").first<{
      balance_xaf: number;
    }>())!.balance_xaf;
    expect((await close(cookie)).status).toBe(200);
    const held = [...sim.sim.engine.payments.values()].find((p) => p.id === id)!;
    held.failureCode = null;
    const admin = await adminCookie();
    for (let i = 0; i < 2; i++) {
      const check = await call(`/api/admin/payments/${id}/check`, { method: "POST", cookie: admin });
      expect(check.status, await check.clone().text()).toBe(200);
    }
    expect((await payment(id)).status).toBe("succeeded");
    const principal = await env.DB.prepare("SELECT balance_xaf FROM ledger_accounts WHERE id = ?")
      .bind(`u${user.id}:principal`)
      .first<{ balance_xaf: number }>();
    expect(principal!.balance_xaf).toBe(0);
    const suspense = await env.DB.prepare("SELECT balance_xaf FROM ledger_accounts WHERE id = 'suspense'").first<{
      balance_xaf: number;
    }>();
    expect(suspense!.balance_xaf).toBe(suspenseBefore + 6_000);
    await expectLedgerConsistent();
  });
});
