/**
 * Limits by tier on automatic deposits (docs/product-rules.md#limits-by-tier, KYC-6, issue 35
 * section 3): the guard is in the INSERT that stores the deposit, before the provider is
 * asked, so a deposit over a limit never prompts the payer's phone, even 20 at once.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { routeProviderCallsForTests } from "../payments/rails-config";
import { call, registerInvestor } from "../../test/helpers";
import { sim, useSimulatedRails } from "../../test/rails-helpers";

useSimulatedRails();

/** Counts the calls that reach the provider simulator from now on. */
function countProviderCalls(): { calls: number } {
  const counter = { calls: 0 };
  routeProviderCallsForTests((input, init) => {
    counter.calls += 1;
    return sim.toSimulator(input, init);
  });
  return counter;
}

const deposit = (cookie: string, phone: string, amount: number) =>
  call("/api/payments/deposits", { method: "POST", cookie, body: { amount, paymentMethod: "MTN", phone } });

const stored = async (userId: number) =>
  (await env.DB.prepare(
    "SELECT COUNT(*) AS n, COALESCE(SUM(amount_xaf), 0) AS sum FROM payments WHERE user_id = ? AND direction = 'deposit'",
  )
    .bind(userId)
    .first<{ n: number; sum: number }>())!;

describe("POST /api/payments/deposits under the limits of the tier (KYC-6)", () => {
  it("refuses a deposit over the day limit with 409 tier_limit before the provider is asked", async () => {
    const { cookie, user, phone } = await registerInvestor({ tier: 0 });
    const provider = countProviderCalls();
    const res = await deposit(cookie, phone, 150_000);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: "tier_limit",
      limit: "deposit_day",
      tier: 0,
      remainingXaf: "100000.00",
      issues: [{ field: "amount", code: "tier_limit" }],
    });
    expect(provider.calls).toBe(0);
    expect(await stored(user.id)).toEqual({ n: 0, sum: 0 });
  });

  it("never passes the day limit under 20 concurrent deposits, and asks the provider only for those stored", async () => {
    const { cookie, user, phone } = await registerInvestor({ tier: 0 });
    const provider = countProviderCalls();
    const results = await Promise.all(Array.from({ length: 20 }, () => deposit(cookie, phone, 40_000)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = await Promise.all(results.filter((r) => r.status === 409).map((r) => r.json()));
    expect(refused).toHaveLength(18);
    for (const body of refused)
      expect(body).toMatchObject({ code: "tier_limit", limit: "deposit_day", remainingXaf: "20000.00" });
    expect(await stored(user.id)).toEqual({ n: 2, sum: 80_000 });
    expect(provider.calls).toBeGreaterThan(0);
    const statuses = await env.DB.prepare("SELECT status FROM payments WHERE user_id = ?")
      .bind(user.id)
      .all<{ status: string }>();
    expect(statuses.results.every((p) => p.status !== "created")).toBe(true);
  });
});
