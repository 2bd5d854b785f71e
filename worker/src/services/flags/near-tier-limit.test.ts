/**
 * AML-9 (docs/product-rules.md#aml-flags): deposits or withdrawals just under the tier's daily
 * limit on several days in 30 raise one `near_tier_limit` flag in the move's own batch; a near
 * miss raises none, and the move always goes ahead.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEFAULT_FLAG_SETTINGS, FLAG_SETTINGS_KEY } from "@app/schema/contracts/flags";
import { adminCookie, call, registerInvestor } from "../../../test/helpers";
import { deposit, useSimulatedRails } from "../../../test/rails-helpers";

useSimulatedRails();

/** Tier 1's daily limits (KYC-5 defaults): 500,000 XAF a day in and out; 90 % is 450,000. */
const NEAR = 450_000;

/** Submits a deposit verification of `amount` for the investor of `cookie`; its id. */
async function submitDeposit(cookie: string, amount: number): Promise<number> {
  const res = await call("/api/deposit-verification", {
    method: "POST",
    cookie,
    body: {
      depositName: "Awa Ndongo",
      userName: "670000000",
      amount,
      paymentMethod: "MTN",
      transactionId: `TX${crypto.randomUUID().slice(0, 12)}`,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Moves a request `daysAgo` days back, as if made then. */
async function backdate(table: "deposit_verifications" | "withdrawal_requests", id: number, daysAgo: number) {
  await env.DB.prepare(`UPDATE ${table} SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?) WHERE id = ?`)
    .bind(`-${daysAgo} days`, id)
    .run();
}

async function nearFlags(userId: number) {
  const { results } = await env.DB.prepare(
    "SELECT subject_key, subject FROM flags WHERE user_id = ? AND rule = 'near_tier_limit' ORDER BY id",
  )
    .bind(userId)
    .all<{ subject_key: string; subject: string }>();
  return results.map((r) => ({ key: r.subject_key, subject: JSON.parse(r.subject) as Record<string, unknown> }));
}

describe("AML-9: deposits just under the tier's daily limit on several days", () => {
  it("raises one flag on the third such day, naming the days, and the deposit is recorded", async () => {
    const { cookie, user } = await registerInvestor({ tier: 1 });
    await backdate("deposit_verifications", await submitDeposit(cookie, NEAR), 9);
    await backdate("deposit_verifications", await submitDeposit(cookie, 480_000), 3);
    expect(await nearFlags(user.id)).toEqual([]);
    // Today's deposits add up to 460,000 in two parts: split amounts count as one day.
    await submitDeposit(cookie, 300_000);
    expect(await nearFlags(user.id)).toEqual([]);
    await submitDeposit(cookie, 160_000);
    const flags = await nearFlags(user.id);
    expect(flags).toHaveLength(1);
    expect(flags[0]!.key).toMatch(new RegExp(`^deposit:user:${user.id}:\\d{4}-\\d{2}$`));
    expect(flags[0]!.subject).toMatchObject({ direction: "deposit", tier: 1, dailyLimitXaf: 500_000, percent: 90 });
    const days = flags[0]!.subject.days as { day: string; totalXaf: number }[];
    expect(days.map((d) => d.totalXaf)).toEqual([NEAR, 480_000, 460_000]);
    // A later move of the same month, still over three near days, raises nothing more.
    await submitDeposit(cookie, 30_000);
    expect(await nearFlags(user.id)).toHaveLength(1);
  });

  it("raises nothing for days under the percent, nor for days older than 30", async () => {
    const { cookie, user } = await registerInvestor({ tier: 1 });
    await backdate("deposit_verifications", await submitDeposit(cookie, NEAR), 31);
    await backdate("deposit_verifications", await submitDeposit(cookie, 449_900), 4);
    await backdate("deposit_verifications", await submitDeposit(cookie, NEAR), 2);
    await submitDeposit(cookie, NEAR);
    expect(await nearFlags(user.id)).toEqual([]);
  });

  it("does not count rejected deposits", async () => {
    const { cookie, user } = await registerInvestor({ tier: 1 });
    const admin = await adminCookie();
    const rejected = await submitDeposit(cookie, NEAR);
    const res = await call(`/api/admin/deposit-verifications/${rejected}`, {
      method: "PATCH",
      cookie: admin,
      body: { status: "rejected" },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    await backdate("deposit_verifications", rejected, 5);
    await backdate("deposit_verifications", await submitDeposit(cookie, NEAR), 2);
    await submitDeposit(cookie, NEAR);
    expect(await nearFlags(user.id)).toEqual([]);
  });

  it("raises nothing while the owner has switched the rule off", async () => {
    const off = { ...DEFAULT_FLAG_SETTINGS, nearTierLimit: { enabled: false, percent: 90, days: 3 } };
    await env.DB.prepare("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
      .bind(FLAG_SETTINGS_KEY, JSON.stringify(off))
      .run();
    try {
      const { cookie, user } = await registerInvestor({ tier: 1 });
      await backdate("deposit_verifications", await submitDeposit(cookie, NEAR), 6);
      await backdate("deposit_verifications", await submitDeposit(cookie, NEAR), 2);
      await submitDeposit(cookie, NEAR);
      expect(await nearFlags(user.id)).toEqual([]);
    } finally {
      await env.DB.prepare("DELETE FROM settings WHERE key = ?").bind(FLAG_SETTINGS_KEY).run();
    }
  });
});

describe("AML-9: automatic deposits count as deposits", () => {
  it("raises the flag in the batch that records an automatic deposit on the third near day", async () => {
    const { cookie, user, phone } = await registerInvestor({ tier: 1 });
    await backdate("deposit_verifications", await submitDeposit(cookie, NEAR), 12);
    await backdate("deposit_verifications", await submitDeposit(cookie, NEAR), 6);
    expect(await nearFlags(user.id)).toEqual([]);
    await deposit(cookie, phone, NEAR);
    const flags = await nearFlags(user.id);
    expect(flags).toHaveLength(1);
    expect(flags[0]!.subject).toMatchObject({ direction: "deposit" });
  });
});

describe("AML-9: withdrawals just under the tier's daily limit on several days", () => {
  it("raises one withdrawal flag on the third such day, and the withdrawal is recorded", async () => {
    const { cookie, user, phone } = await registerInvestor({ tier: 1 });
    const admin = await adminCookie();
    for (const daysAgo of [20, 15, 10]) {
      const id = await submitDeposit(cookie, 470_000);
      const ok = await call(`/api/admin/deposit-verifications/${id}`, {
        method: "PATCH",
        cookie: admin,
        body: { status: "approved" },
      });
      expect(ok.status, await ok.clone().text()).toBe(200);
      await backdate("deposit_verifications", id, daysAgo);
    }
    const withdraw = () =>
      call("/api/transactions/withdraw", {
        method: "POST",
        cookie,
        body: { accountName: "Awa Ndongo", accountNumber: phone, paymentMethod: "MTN Mobile Money", amount: NEAR },
      });
    for (const daysAgo of [8, 4]) {
      const res = await withdraw();
      expect(res.status, await res.clone().text()).toBe(201);
      await backdate("withdrawal_requests", ((await res.json()) as { id: number }).id, daysAgo);
    }
    const before = (await nearFlags(user.id)).filter((f) => f.subject.direction === "withdraw");
    expect(before).toEqual([]);
    expect((await withdraw()).status).toBe(201);
    const flags = (await nearFlags(user.id)).filter((f) => f.subject.direction === "withdraw");
    expect(flags).toHaveLength(1);
    expect(flags[0]!.key).toMatch(new RegExp(`^withdraw:user:${user.id}:`));
    expect(flags[0]!.subject).toMatchObject({ tier: 1, dailyLimitXaf: 500_000 });
  });
});
