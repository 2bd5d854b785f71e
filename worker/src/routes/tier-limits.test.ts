/**
 * Limits by tier (docs/product-rules.md#limits-by-tier, KYC-5..KYC-9, issue 35 section 3):
 * each limit is a guard inside the money move's own INSERT, so 20 concurrent requests never
 * pass it together; a request over a limit is 409 `tier_limit` naming the limit, the tier and
 * what remains, and writes nothing. Before, any investor could deposit, hold and withdraw
 * any sum whatever we knew of them.
 */
import { env } from "cloudflare:test";
import { DEFAULT_TIER_LIMITS, type KycSettings } from "@app/schema/contracts/tier-limits";
import type { VerificationView } from "@app/schema/contracts/verification";
import { describe, expect, it } from "vitest";
import { adminCookie, call, depositFor, enrolledAdmin, registerInvestor } from "../../test/helpers";
import { freshRegistrationsPerTest } from "../../test/money-safety-helpers";

freshRegistrationsPerTest();

const submit = (cookie: string, amount: number) =>
  call("/api/deposit-verification", {
    method: "POST",
    cookie,
    body: {
      depositName: "Test Payer",
      userName: "670000000",
      amount,
      paymentMethod: "MTN",
      transactionId: `TX${crypto.randomUUID().slice(0, 12)}`,
    },
  });

const withdraw = (cookie: string, phone: string, amount: number) =>
  call("/api/transactions/withdraw", {
    method: "POST",
    cookie,
    body: { accountName: "Awa Ndongo", accountNumber: phone, paymentMethod: "MTN Mobile Money", amount },
  });

const sumOf = async (sql: string, userId: number) => (await env.DB.prepare(sql).bind(userId).first<{ n: number }>())!.n;

const DEPOSITED =
  "SELECT COALESCE(SUM(amount_xaf), 0) AS n FROM deposit_verifications WHERE user_id = ? AND status <> 'rejected'";
const WITHDRAWN = "SELECT COALESCE(SUM(amount_xaf), 0) AS n FROM withdrawal_requests WHERE user_id = ? AND status <> 'failed'";

/** The owner saves `tiers` (the defaults where not given), as the admin Settings do. */
async function setLimits(change: (tiers: KycSettings["tiers"]) => void, ageOfMajority = 21) {
  const tiers = DEFAULT_TIER_LIMITS.map((t) => ({ ...t })) as KycSettings["tiers"];
  change(tiers);
  const res = await call("/api/admin/kyc-settings", {
    method: "PUT",
    cookie: await adminCookie(),
    body: { tiers, ageOfMajority },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

function expectRefusals(results: Response[], accepted: number) {
  expect(results.filter((r) => r.status === 201)).toHaveLength(accepted);
  expect(results.filter((r) => r.status === 409)).toHaveLength(results.length - accepted);
}

describe("POST /api/deposit-verification under the limits of the tier (KYC-6)", () => {
  it("never passes the day limit under 20 concurrent submissions, and answers the rest 409 tier_limit", async () => {
    const { cookie, user } = await registerInvestor({ tier: 0 });
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(cookie, 30_000)));
    expectRefusals(results, 3);
    expect(await sumOf(DEPOSITED, user.id)).toBe(90_000);
    const refused = await results.find((r) => r.status === 409)!.json();
    expect(refused).toMatchObject({
      code: "tier_limit",
      limit: "deposit_day",
      tier: 0,
      remainingXaf: "10000.00",
      issues: [{ field: "amount", code: "tier_limit" }],
    });
  });

  it("refuses a deposit over the rolling 30-day limit and writes nothing", async () => {
    const { cookie, user } = await registerInvestor({ tier: 0 });
    await env.DB.prepare(
      `INSERT INTO deposit_verifications (user_id, deposit_name, user_name, transaction_id, transaction_key, amount_xaf, payment_method, status, created_at)
       VALUES (?, 'Old', '670000000', ?, ?, 150000, 'MTN', 'approved', strftime('%Y-%m-%dT%H:%M:%fZ','now','-10 days'))`,
    )
      .bind(user.id, `OLD${user.id}`, `OLD${user.id}`)
      .run();
    const res = await submit(cookie, 60_000);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "tier_limit", limit: "deposit_30d", tier: 0, remainingXaf: "50000.00" });
    expect(await sumOf(DEPOSITED, user.id)).toBe(150_000);
    // 31 days ago no longer counts.
    await env.DB.prepare(
      "UPDATE deposit_verifications SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ','now','-31 days') WHERE user_id = ?",
    )
      .bind(user.id)
      .run();
    expect((await submit(cookie, 60_000)).status).toBe(201);
  });

  it("never passes the hold limit (principal + invested + deposits waiting) under 20 concurrent submissions", async () => {
    await setLimits((t) => {
      t[1].holdXaf = 150_000;
    });
    const { cookie, user } = await registerInvestor({ tier: 1 });
    await depositFor(cookie, 100_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(cookie, 20_000)));
    expectRefusals(results, 2);
    expect(await sumOf(DEPOSITED, user.id)).toBe(140_000);
    expect(await await results.find((r) => r.status === 409)!.json()).toMatchObject({
      code: "tier_limit",
      limit: "hold",
      tier: 1,
      remainingXaf: "10000.00",
    });
    await setLimits(() => {});
  });

  it("lets tier 2 deposit what tier 0 may not", async () => {
    const { cookie } = await registerInvestor({ tier: 2 });
    expect((await submit(cookie, 150_000)).status).toBe(201);
  });
});

describe("POST /api/transactions/withdraw under the limits of the tier (KYC-6)", () => {
  it("never passes the day limit under 20 concurrent requests, and changes nothing for the refused", async () => {
    await setLimits((t) => {
      t[1].withdrawDayXaf = 20_000;
    });
    const { cookie, user, phone } = await registerInvestor({ tier: 1 });
    await depositFor(cookie, 200_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => withdraw(cookie, phone, 5_000)));
    expectRefusals(results, 4);
    expect(await sumOf(WITHDRAWN, user.id)).toBe(20_000);
    const hold = await env.DB.prepare("SELECT balance_xaf AS n FROM ledger_accounts WHERE id = ?")
      .bind(`u${user.id}:withdrawal_hold`)
      .first<{ n: number }>();
    expect(hold!.n).toBe(20_000);
    expect(await await results.find((r) => r.status === 409)!.json()).toMatchObject({
      code: "tier_limit",
      limit: "withdraw_day",
      tier: 1,
      remainingXaf: "0.00",
      issues: [{ field: "amount" }],
    });
    await setLimits(() => {});
  });

  it("refuses a withdrawal over the 30-day limit", async () => {
    const { cookie, user, phone } = await registerInvestor({ tier: 1 });
    await depositFor(cookie, 100_000);
    await env.DB.prepare(
      `INSERT INTO withdrawal_requests (user_id, amount_xaf, fee_xaf, account_name, account_number, payment_method, status, created_at)
       VALUES (?, 1990000, 0, 'Old', ?, 'MTN Mobile Money', 'completed', strftime('%Y-%m-%dT%H:%M:%fZ','now','-3 days'))`,
    )
      .bind(user.id, phone)
      .run();
    const res = await withdraw(cookie, phone, 20_000);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "tier_limit", limit: "withdraw_30d", tier: 1, remainingXaf: "10000.00" });
    expect(await sumOf(WITHDRAWN, user.id)).toBe(1_990_000);
  });
});

describe("GET /api/user/verification with limits, usage and the age of majority (KYC-8, KYC-9)", () => {
  it("shows the tier's limits and what counts against them, and the owner's settings", async () => {
    const { cookie } = await registerInvestor({ tier: 0 });
    await submit(cookie, 30_000);
    const view = (await (await call("/api/user/verification", { cookie })).json()) as VerificationView;
    expect(view).toMatchObject({
      tier: 0,
      limits: { depositDay: "100000.00", deposit30d: "200000.00", withdrawDay: "0.00", withdraw30d: "0.00", hold: "200000.00" },
      usage: { depositDay: "30000.00", deposit30d: "30000.00", withdrawDay: "0.00", withdraw30d: "0.00", hold: "30000.00" },
      ageOfMajority: 21,
    });
    const dashboard = (await (await call("/api/user/dashboard", { cookie })).json()) as { verification: VerificationView };
    expect(dashboard.verification).toEqual(view);

    await setLimits((t) => {
      t[0].depositDayXaf = 40_000;
    }, 19);
    const after = (await (await call("/api/user/verification", { cookie })).json()) as VerificationView;
    expect(after).toMatchObject({ limits: { depositDay: "40000.00" }, ageOfMajority: 19 });
    // The registration checkbox and the Terms read it here.
    expect(await (await call("/api/settings/public")).json()).toMatchObject({ ageOfMajority: 19 });
    await setLimits(() => {});
  });
});

describe("PUT /api/admin/kyc-settings (KYC-5)", () => {
  it("is the owner's, audited, and refuses bad input naming the field", async () => {
    const owner = await adminCookie();
    const bad = await call("/api/admin/kyc-settings", {
      method: "PUT",
      cookie: owner,
      body: {
        tiers: [DEFAULT_TIER_LIMITS[0], DEFAULT_TIER_LIMITS[1], { ...DEFAULT_TIER_LIMITS[2], holdXaf: -1 }],
        ageOfMajority: 21,
      },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "invalid_input", issues: [{ field: "tiers.2.holdXaf" }] });
    const finance = await enrolledAdmin("finance");
    const body = { tiers: DEFAULT_TIER_LIMITS, ageOfMajority: 21 };
    expect((await call("/api/admin/kyc-settings", { method: "PUT", cookie: finance.cookie, body })).status).toBe(403);
    expect((await call("/api/admin/kyc-settings", { cookie: finance.cookie })).status).toBe(200);
    await setLimits(() => {});
    const audit = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'settings.kyc'").first<{
      n: number;
    }>();
    expect(audit!.n).toBeGreaterThan(0);
  });
});
