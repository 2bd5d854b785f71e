/**
 * The rails with a provider missing (docs/product-rules.md#automatic-rails, RAIL-1): a
 * provider half configured is left out while the other and the manual path keep working,
 * and an automatic payout channel with no provider refuses the approval instead of booking
 * the payout as paid by hand.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminCookie, call, newPhone, principalOf, registerInvestor } from "../../test/helpers";
import { count } from "../../test/money-safety-helpers";
import { deliverCallbacks, hold, requestWithdrawal, sim, useSimulatedRails } from "../../test/rails-helpers";
import { providersFor, railsOf } from "../payments/rails-config";
import type { AdminRow } from "../services/admins/accounts";
import { createDeposit } from "../services/payments/deposits";
import type { UserRow } from "../services/users/accounts";
import { decideWithdrawal } from "../services/withdrawals/decide";

useSimulatedRails();

describe("a provider half configured", () => {
  it("is left out, and the other provider and the manual path keep working", async () => {
    const halfConfigured = { ...env, NOTCHPAY_PUBLIC_KEY: "" }; // Notch Pay's base URL without its key
    expect(Object.keys(providersFor(halfConfigured))).toEqual(["pawapay"]);
    const accountNumber = newPhone("65");
    const { cookie, user } = await registerInvestor({ phone: accountNumber });
    const row = await env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(user.id).first<UserRow>();
    const created = await createDeposit(railsOf(halfConfigured), row!, {
      amount: 20_000,
      paymentMethod: "MTN",
      phone: "653456789",
    });
    expect(created.status).toBe("pending");
    await sim.advance(5);
    await deliverCallbacks();
    expect(await principalOf(cookie)).toBe(20_000);
    // Payouts by hand: approving is not held up by the rails' settings.
    await env.DB.prepare("UPDATE settings SET value = ? WHERE key = 'payment_channels'")
      .bind(JSON.stringify({ deposits: { MTN: "automatic", Orange: "manual" }, payouts: { MTN: "manual", Orange: "manual" } }))
      .run();
    const w = await call("/api/transactions/withdraw", {
      method: "POST",
      cookie,
      body: { accountName: "Test Investor", accountNumber, paymentMethod: "MTN Mobile Money", amount: 10_000 },
    });
    const { id } = (await w.json()) as { id: number };
    await adminCookie();
    const admin = (await env.DB.prepare("SELECT * FROM admins WHERE username = ?").bind(env.ADMIN_USERNAME).first<AdminRow>())!;
    const decided = await decideWithdrawal(env.DB, admin, id, "approve", null, [], railsOf(halfConfigured));
    expect(decided).toMatchObject({ status: "completed", payout: null });
  });
});

describe("a payout channel with no provider", () => {
  it("an automatic payout channel with no provider configured refuses the approval (503), never books it as paid by hand", async () => {
    const { id } = await requestWithdrawal();
    await adminCookie();
    const admin = (await env.DB.prepare("SELECT * FROM admins WHERE username = ?").bind(env.ADMIN_USERNAME).first<AdminRow>())!;
    const noProvider = { db: env.DB, providers: {} };
    await expect(decideWithdrawal(env.DB, admin, id, "approve", null, [], noProvider)).rejects.toMatchObject({
      code: "provider_unavailable",
    });
    const after = await env.DB.prepare("SELECT status FROM withdrawal_requests WHERE id = ?").bind(id).first();
    expect(after).toMatchObject({ status: "pending" });
    expect(await hold(id)).toBe(10_000);
    expect(await count("SELECT COUNT(*) AS n FROM ledger_transfers WHERE withdrawal_request_id = ?", id)).toBe(1); // the hold only
  });
});
