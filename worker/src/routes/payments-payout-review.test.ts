/**
 * Payouts under review and their holds (docs/product-rules.md#automatic-rails, RAIL-3 to
 * RAIL-5, RAIL-7): a success reported after a failure never pays from another request's
 * hold; no answer for 48 hours keeps the hold and the request unrejectable; a failure
 * reported while under review waits for staff's check; a payout sent again from review is
 * polled again; the reconciliation applies a final status the poller has not seen.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminCookie, call, newPhone, principalOf } from "../../test/helpers";
import { count } from "../../test/money-safety-helpers";
import {
  deliverCallbacks,
  expectRejectRefused,
  hold,
  payoutOf,
  rule,
  sim,
  useSimulatedRails,
  withdrawal,
} from "../../test/rails-helpers";
import { railsOf } from "../payments/rails-config";
import { pollDuePayments } from "../services/payments/poller";
import { refreshPayment } from "../services/payments/refresh";
import { reconcile } from "../services/payments/reconciliation";

useSimulatedRails();

describe("payouts under review", () => {
  it("a payout reported paid after it failed and its hold went back stays under review: Check status now never pays it from another request's hold", async () => {
    const phone = newPhone("65");
    rule(phone, { failureCode: "RECIPIENT_NOT_FOUND" });
    const { cookie, withdrawalId } = await withdrawal(phone);
    await sim.advance(5);
    await deliverCallbacks();
    const failed = await payoutOf(withdrawalId);
    expect(failed).toMatchObject({ status: "failed" });
    expect(await principalOf(cookie)).toBe(20_000);
    // The user asks again; this second request waits for approval with its own hold.
    const again = await call("/api/transactions/withdraw", {
      method: "POST",
      cookie,
      body: { accountName: "Test Investor", accountNumber: phone, paymentMethod: "MTN Mobile Money", amount: 10_000 },
    });
    expect(again.status).toBe(201);
    const secondId = ((await again.json()) as { id: number }).id;
    expect(await hold(secondId)).toBe(10_000);
    // Then the provider contradicts itself: the first payout now reads COMPLETED.
    const atProvider = [...sim.sim.engine.payments.values()].find((p) => p.id === failed.id)!;
    atProvider.failureCode = null;
    const admin = await adminCookie();
    const check = () => call(`/api/admin/payments/${failed.id}/check`, { method: "POST", cookie: admin });
    expect((await check()).status).toBe(200);
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "needs_review" });
    // Staff check again: the provider's success is recorded, but the released hold is not paid twice.
    const res = await check();
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "needs_review" });
    expect(await hold(secondId)).toBe(10_000);
    expect(
      await count("SELECT COUNT(*) AS n FROM ledger_transfers WHERE idempotency_key = ?", `withdrawal_payout:${withdrawalId}`),
    ).toBe(0);
    const detail = (await res.json()) as { history: { status: string; providerStatus: string | null; detail: string | null }[] };
    expect(detail.history.at(-1)).toMatchObject({
      status: "needs_review",
      providerStatus: "COMPLETED",
      detail: expect.stringMatching(/hold went back/),
    });
    // The second request is still the user's to keep or to have rejected.
    const reject = await call(`/api/admin/withdrawals/${secondId}/reject`, { method: "PUT", cookie: admin, body: {} });
    expect(reject.status, await reject.clone().text()).toBe(200);
    expect(await principalOf(cookie)).toBe(20_000);
  });

  it("653456129 never answers: under review after 48 hours, and the hold stays, never released, the request not rejectable", async () => {
    const accountNumber = newPhone("65");
    rule(accountNumber, { pendingForever: true, callback: false });
    const { cookie, withdrawalId } = await withdrawal(accountNumber);
    const p = await payoutOf(withdrawalId);
    const at = (seconds: number) => new Date(Date.parse(p.created_at as string) + seconds * 1000);
    for (const s of [31, 3601, 86_401, 172_801]) await pollDuePayments(railsOf(env), at(s));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "needs_review", review_reason: "no_final_status" });
    await pollDuePayments(railsOf(env), at(400_000)); // the poller leaves it to staff
    await reconcile(railsOf(env), at(400_000));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "needs_review" });
    expect(await hold(withdrawalId)).toBe(10_000);
    await expectRejectRefused(withdrawalId, 10_000);
    expect(await principalOf(cookie)).toBe(10_000);
  });

  it("a payout under review keeps its hold when a callback or the reconciliation reports it failed: only staff's check releases it", async () => {
    const accountNumber = newPhone("65");
    rule(accountNumber, { pendingForever: true, callback: false });
    const { cookie, withdrawalId } = await withdrawal(accountNumber);
    const p = await payoutOf(withdrawalId);
    const at = (seconds: number) => new Date(Date.parse(p.created_at as string) + seconds * 1000);
    await pollDuePayments(railsOf(env), at(172_801));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "needs_review", review_reason: "no_final_status" });
    // Days later the provider fails it and says so, by a signed callback and in its answers.
    const atProvider = sim.sim.engine.find("pawapay", "payout", p.id as string)!;
    Object.assign(atProvider, { stage: "final", failureCode: "RECIPIENT_NOT_FOUND" });
    await sim.sim.engine.resend(atProvider);
    expect(await deliverCallbacks()).toEqual([200]);
    await reconcile(railsOf(env), at(172_900));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "needs_review" });
    expect(await hold(withdrawalId)).toBe(10_000);
    expect(await principalOf(cookie)).toBe(10_000);
    expect(
      await count("SELECT COUNT(*) AS n FROM payment_events WHERE payment_id = ? AND provider_status = 'FAILED'", p.id),
    ).toBeGreaterThan(0);
    // Staff check it with the provider's evidence: now it fails and the hold goes back, once.
    const check = await call(`/api/admin/payments/${p.id}/check`, { method: "POST", cookie: await adminCookie() });
    expect(check.status).toBe(200);
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "failed", failure_code: "RECIPIENT_NOT_FOUND" });
    expect(await hold(withdrawalId)).toBe(0);
    expect(await principalOf(cookie)).toBe(20_000);
  });

  it("a payout sent again after its last check is polled again, never left pending with no next check", async () => {
    const accountNumber = newPhone("65");
    rule(accountNumber, { pendingForever: true, callback: false });
    const { withdrawalId } = await withdrawal(accountNumber);
    const p = await payoutOf(withdrawalId);
    const at = (seconds: number) => new Date(Date.parse(p.created_at as string) + seconds * 1000);
    await pollDuePayments(railsOf(env), at(172_801));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "needs_review", review_reason: "no_final_status" });
    // Staff check a day later: the provider positively has no such payout, so it is sent again with the same id.
    sim.sim.engine.payments.delete(sim.sim.engine.key("pawapay", "payout", p.id as string));
    await refreshPayment(railsOf(env), p.id as string, "admin", at(259_200));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "pending", next_poll_at: expect.any(String) });
    await sim.advance(5);
    sim.callbacks.splice(0); // its callback is lost: only the poller can find the result
    await pollDuePayments(railsOf(env), at(259_260));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "succeeded" });
    expect(await hold(withdrawalId)).toBe(0);
  });

  it("the reconciliation applies a final status the poller has not seen yet, and lists nothing left over", async () => {
    const { withdrawalId } = await withdrawal();
    await sim.advance(5);
    sim.callbacks.splice(0);
    const payoutId = (await payoutOf(withdrawalId)).id;
    const report = await reconcile(railsOf(env), new Date(Date.now() + 1000));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "succeeded" });
    // Earlier tests' payments are unknown to this test's fresh simulator: only this one is asserted.
    expect(report.differences.filter((d) => d.paymentId === payoutId)).toEqual([]);
    const last = (await (
      await call("/api/admin/payments/reconciliation", { cookie: await adminCookie() })
    ).json()) as typeof report;
    expect(last.ranAt).toBe(report.ranAt);
  });
});
