/**
 * Deposits that must never reach the ledger by themselves (docs/product-rules.md#automatic-rails,
 * RAIL-3, RAIL-7, RAIL-8): an amount the provider reports differently goes to review, by
 * callback or by the reconciliation, and one operator transaction is credited once whichever
 * path (the rails or the manual verification form) sees it first.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminCookie, call, principalOf } from "../../test/helpers";
import { deliverCallbacks, depositBy, depositTransfers, payment, sim, useSimulatedRails } from "../../test/rails-helpers";
import { railsOf } from "../payments/rails-config";
import { reconcile } from "../services/payments/reconciliation";

useSimulatedRails();

describe("an amount the provider reports differently", () => {
  it("an amount the provider reports differently goes to review and is never credited", async () => {
    const { cookie, id } = await depositBy("677000009", { reportedAmountXaf: 1_000 });
    await sim.advance(5);
    await deliverCallbacks();
    expect(await payment(id)).toMatchObject({ status: "needs_review", review_reason: expect.stringMatching(/^amount/) });
    expect(await principalOf(cookie)).toBe(0);
  });

  it("the reconciliation never credits a success whose amount differs from ours: review, not the ledger", async () => {
    const { cookie, id } = await depositBy("677000013", { reportedAmountXaf: 1_000 });
    await sim.advance(5);
    sim.callbacks.splice(0); // the callback is lost and the poller's next check is not due: the daily run sees it first
    const report = await reconcile(railsOf(env), new Date(Date.now() + 1000));
    expect(await payment(id)).toMatchObject({ status: "needs_review", review_reason: expect.stringMatching(/^amount/) });
    expect(await depositTransfers(id)).toBe(0);
    expect(await principalOf(cookie)).toBe(0);
    expect(report.differences.filter((d) => d.paymentId === id)).toEqual([
      expect.objectContaining({ kind: "amount", ours: "10000", theirs: "1000" }),
    ]);
  });
});

describe("one operator transaction, credited once whichever path sees it first (RAIL-8)", () => {
  it("credited by hand first: the provider's success goes to review, never credited again", async () => {
    const { cookie, id } = await depositBy("677000015", { completeAfterSeconds: 60 });
    const operatorReference = sim.sim.engine.find("pawapay", "deposit", id)!.operatorReference;
    const sub = await call("/api/deposit-verification", {
      method: "POST",
      cookie,
      body: { depositName: "Me", userName: "677000015", amount: 10_000, paymentMethod: "MTN", transactionId: operatorReference },
    });
    expect(sub.status, await sub.clone().text()).toBe(201);
    const { id: verificationId } = (await sub.json()) as { id: number };
    const approved = await call(`/api/admin/deposit-verifications/${verificationId}`, {
      method: "PATCH",
      cookie: await adminCookie(),
      body: { status: "approved" },
    });
    expect(approved.status).toBe(200);
    expect(await principalOf(cookie)).toBe(10_000);
    await sim.advance(60);
    expect(await deliverCallbacks()).toEqual([200]);
    expect(await payment(id)).toMatchObject({
      status: "needs_review",
      review_reason: expect.stringMatching(/already credited/),
    });
    expect(await depositTransfers(id)).toBe(0);
    expect(await principalOf(cookie)).toBe(10_000);
    // Staff checking again changes nothing: the key still refuses it.
    const check = await call(`/api/admin/payments/${id}/check`, { method: "POST", cookie: await adminCookie() });
    expect(check.status).toBe(200);
    expect(await depositTransfers(id)).toBe(0);
    expect(await principalOf(cookie)).toBe(10_000);
  });

  it("the operator's transaction id credited automatically cannot be credited again through the manual form", async () => {
    const { cookie, id } = await depositBy("653456789");
    await sim.advance(5);
    await deliverCallbacks();
    const { operator_reference } = await payment(id);
    const res = await call("/api/deposit-verification", {
      method: "POST",
      cookie,
      body: {
        depositName: "Me",
        userName: "653456789",
        amount: 10_000,
        paymentMethod: "MTN",
        transactionId: operator_reference,
      },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "duplicate_transaction_id" });
    expect(await principalOf(cookie)).toBe(10_000);
  });
});
