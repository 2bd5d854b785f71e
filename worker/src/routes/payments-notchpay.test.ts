/**
 * Notch Pay deposits through the services (docs/product-rules.md#automatic-rails, RAIL-3,
 * RAIL-6, RAIL-7): initialised with our reference and credited once by its signed webhook,
 * forged webhooks refused at the route, failures found by the poller, amounts reported
 * differently sent to review, a refund after the credit shown to staff, and the
 * reconciliation reading Notch Pay's own list.
 */
import { env, SELF } from "cloudflare:test";
import { DEV_CREDENTIALS } from "@app/simulator";
import { describe, expect, it } from "vitest";
import { adminCookie, call, newPhone, ORIGIN, principalOf, registerInvestor } from "../../test/helpers";
import { count } from "../../test/money-safety-helpers";
import { deliverCallbacks, depositTransfers, payment, pollAt, rule, sim, useSimulatedRails } from "../../test/rails-helpers";
import { providersFor, railsOf } from "../payments/rails-config";
import { createDeposit } from "../services/payments/deposits";
import { reconcile } from "../services/payments/reconciliation";
import type { UserRow } from "../services/users/accounts";

useSimulatedRails();

describe("Notch Pay deposits through the services", () => {
  // pawaPay is configured in tests too and new payments go through it when it is: these rails have Notch Pay alone.
  const notchPayOnly = () => ({ db: env.DB, providers: { notchpay: providersFor(env).notchpay } });
  async function notchPayDeposit(amount = 10_000, phone = newPhone("69")) {
    const { cookie, user } = await registerInvestor();
    const row = await env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(user.id).first<UserRow>();
    const created = await createDeposit(notchPayOnly(), row!, { amount, paymentMethod: "Orange", phone });
    return { cookie, created, phone };
  }
  const clearing = async () =>
    (await env.DB.prepare("SELECT balance_xaf AS n FROM ledger_accounts WHERE id = 'clearing:notchpay'").first<{ n: number }>())!
      .n;

  it("initialised and processed with our reference, pending, then credited once by the signed webhook, sent twice", async () => {
    const before = await clearing();
    const phone = newPhone("69");
    rule(phone, { duplicateCallback: true });
    const { cookie, created } = await notchPayDeposit(10_000, phone);
    expect(created).toMatchObject({ status: "pending" });
    expect(await payment(created.id)).toMatchObject({
      provider: "notchpay",
      provider_reference: expect.stringMatching(/^trx\./),
    });
    const atProvider = sim.sim.engine.find("notchpay", "deposit", created.id);
    expect(atProvider).toMatchObject({ amountXaf: 10_000, phone: `237${phone}`, operator: "cm.orange" });
    await sim.advance(5);
    expect(sim.callbacks.map((r) => new URL(r.url).pathname)).toEqual([
      "/api/payments/notchpay/callback",
      "/api/payments/notchpay/callback",
    ]);
    expect(await deliverCallbacks()).toEqual([200, 200]);
    expect(await payment(created.id)).toMatchObject({ status: "succeeded", provider_status: "complete" });
    expect(await depositTransfers(created.id)).toBe(1);
    expect(await principalOf(cookie)).toBe(10_000);
    expect(await clearing()).toBe(before - 10_000);
  });

  it("an unsigned, forged or altered webhook is 401 at the route, stored nowhere, and moves nothing", async () => {
    const phone = newPhone("69");
    rule(phone, { badSignature: true });
    const { cookie, created } = await notchPayDeposit(10_000, phone);
    await sim.advance(5);
    const [forged] = sim.callbacks.splice(0);
    const body = await forged!.clone().text();
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(DEV_CREDENTIALS.notchpayHashKey),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const other = new TextEncoder().encode(body.replace('"amount":10000', '"amount":90000'));
    const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, other));
    const signed = {
      "Content-Type": "application/json",
      "x-notch-signature": [...mac].map((b) => b.toString(16).padStart(2, "0")).join(""),
    };
    for (const headers of [
      { "Content-Type": "application/json" }, // unsigned
      Object.fromEntries(forged!.headers), // signed with another key
      { ...signed }, // a genuine signature of another body
    ]) {
      const res = await SELF.fetch(`${ORIGIN}/api/payments/notchpay/callback`, { method: "POST", headers, body });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ received: false });
    }
    expect(await count("SELECT COUNT(*) AS n FROM payment_callbacks WHERE provider = 'notchpay' AND body = ?", body)).toBe(0);
    expect((await payment(created.id)).status).toBe("pending");
    expect(await principalOf(cookie)).toBe(0);
  });

  it("failed at the provider: the poller finds it, failed with the status word, nothing credited", async () => {
    const phone = newPhone("69");
    rule(phone, { failureCode: "PAYMENT_NOT_APPROVED" });
    const { cookie, created } = await notchPayDeposit(10_000, phone);
    await sim.advance(5);
    sim.callbacks.splice(0);
    await pollAt(created.id, 31);
    expect(await payment(created.id)).toMatchObject({ status: "failed", failure_code: "failed" });
    expect(await depositTransfers(created.id)).toBe(0);
    expect(await principalOf(cookie)).toBe(0);
  });

  it("an amount Notch Pay reports differently in its list goes to review, never to the ledger", async () => {
    const phone = newPhone("69");
    rule(phone, { reportedAmountXaf: 100_000 });
    const { cookie, created } = await notchPayDeposit(10_000, phone);
    await sim.advance(5);
    sim.callbacks.splice(0);
    await reconcile(railsOf(env), new Date(Date.now() + 60_000));
    expect(await payment(created.id)).toMatchObject({ status: "needs_review", review_reason: expect.stringMatching(/^amount/) });
    expect(await depositTransfers(created.id)).toBe(0);
    expect(await principalOf(cookie)).toBe(0);
  });

  it("a refund after the credit is never debited by itself, but staff see it: in the history and as a reconciliation difference", async () => {
    const { cookie, created } = await notchPayDeposit();
    await sim.advance(5);
    await deliverCallbacks();
    expect(await principalOf(cookie)).toBe(10_000);
    sim.sim.engine.find("notchpay", "deposit", created.id)!.behaviour = { reportedStatus: "refunded" };
    const check = await call(`/api/admin/payments/${created.id}/check`, { method: "POST", cookie: await adminCookie() });
    const detail = (await check.json()) as {
      status: string;
      history: { providerStatus: string | null; detail: string | null }[];
    };
    expect(detail.status).toBe("succeeded"); // a succeeded payment never changes state again
    expect(detail.history.at(-1)).toMatchObject({ providerStatus: "refunded", detail: expect.stringMatching(/reversed/) });
    const report = await reconcile(railsOf(env), new Date(Date.now() + 60_000));
    expect(report.differences.filter((d) => d.paymentId === created.id)).toEqual([
      expect.objectContaining({ kind: "status", ours: "succeeded", theirs: "refunded" }),
    ]);
    expect(await principalOf(cookie)).toBe(10_000);
  });

  it("the reconciliation reads Notch Pay's own list: a payment made outside the app, and one of ours it no longer has", async () => {
    const { created } = await notchPayDeposit();
    await sim.advance(5);
    await deliverCallbacks();
    expect((await payment(created.id)).status).toBe("succeeded");
    // Someone uses the same Notch Pay account from its dashboard…
    const outside = crypto.randomUUID();
    await sim.notchpay.initiate("deposit", { id: outside, amountXaf: 2_500, phone: newPhone("69"), operator: "ORANGE" });
    // …and the provider has lost ours.
    sim.sim.engine.payments.delete(sim.sim.engine.key("notchpay", "deposit", created.id));
    const report = await reconcile(railsOf(env), new Date(Date.now() + 20 * 60_000));
    const notchPay = report.differences.filter((d) => d.provider === "notchpay");
    expect(notchPay).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "missing_here", paymentId: null, theirs: expect.stringMatching(/2500 XAF/) }),
        expect.objectContaining({ kind: "missing_there", paymentId: created.id, ours: "succeeded" }),
      ]),
    );
  });
});
