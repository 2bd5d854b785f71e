/**
 * The pawaPay adapter over time and through its callbacks (docs/product-rules.md#automatic-rails,
 * RAIL-3, RAIL-6): success after N seconds, pending forever, a late success, duplicated and
 * early callbacks, amount mismatches, callbacks with a foreign or expired signature
 * refused, and callbacks retried and resent.
 */
import { describe, expect, it } from "vitest";
import { callbackOf, deposit } from "../../../test/pawapay-helpers";
import { newPaymentId, simulatorHarness } from "../../../test/payments-simulator";

describe("pawaPay: timing and callbacks", () => {
  it("success after N seconds: pending one second before, succeeded at N", async () => {
    const h = await simulatorHarness();
    const req = deposit("677000006");
    h.rule({ match: { id: req.id }, behaviour: { completeAfterSeconds: 60 } });
    await h.pawapay.initiate("deposit", req);
    await h.sim.advance(59);
    expect(await h.pawapay.getStatus("deposit", req.id)).toMatchObject({ transaction: { status: "pending" } });
    await h.sim.advance(1);
    expect(await h.pawapay.getStatus("deposit", req.id)).toMatchObject({ transaction: { status: "succeeded" } });
  });

  it("pending forever stays pending after 48 hours, with no callback", async () => {
    const h = await simulatorHarness();
    const req = deposit("677000007");
    h.rule({ match: { id: req.id }, behaviour: { pendingForever: true } });
    await h.pawapay.initiate("deposit", req);
    await h.sim.advance(48 * 3600);
    expect(await h.pawapay.getStatus("deposit", req.id)).toMatchObject({ transaction: { status: "pending" } });
    expect(h.callbacks).toHaveLength(0);
  });

  it("a late success arrives after the app's 10-minute wait, by callback and lookup", async () => {
    const h = await simulatorHarness();
    const req = deposit("677000008");
    h.rule({ match: { id: req.id }, behaviour: { lateSuccess: true } });
    await h.pawapay.initiate("deposit", req);
    await h.sim.advance(10 * 60);
    expect(await h.pawapay.getStatus("deposit", req.id)).toMatchObject({ transaction: { status: "pending" } });
    expect(h.callbacks).toHaveLength(0);
    await h.sim.advance(5 * 60);
    expect(await callbackOf(h)).toMatchObject({ transaction: { status: "succeeded" } });
  });

  it("a duplicated callback verifies twice with the same event id, so it is processed once", async () => {
    const h = await simulatorHarness();
    const req = deposit("677000009");
    h.rule({ match: { id: req.id }, behaviour: { duplicateCallback: true } });
    await h.pawapay.initiate("deposit", req);
    await h.sim.advance(5);
    const [first, second] = [await callbackOf(h, 0), await callbackOf(h, 1)];
    expect(first).toMatchObject({ outcome: "verified", transaction: { status: "succeeded" } });
    expect(second).toEqual(first);
  });

  it("a callback can arrive before the initiating call returns", async () => {
    const h = await simulatorHarness();
    const req = deposit("677000010");
    h.rule({ match: { id: req.id }, behaviour: { callbackBeforeResponse: true } });
    const result = await h.pawapay.initiate("deposit", req);
    expect(h.callbacks).toHaveLength(1);
    expect(result).toMatchObject({ outcome: "accepted" });
    expect(await callbackOf(h)).toMatchObject({ transaction: { id: req.id, status: "succeeded" } });
  });

  it("an amount mismatch is exposed in the lookup and against the callback", async () => {
    const h = await simulatorHarness();
    const req = deposit("677000011");
    h.rule({ match: { id: req.id }, behaviour: { reportedAmountXaf: 9_000 } });
    await h.pawapay.initiate("deposit", req);
    await h.sim.advance(5);
    expect(await h.pawapay.getStatus("deposit", req.id, { amountXaf: 10_000 })).toMatchObject({
      transaction: {
        status: "succeeded",
        amountXaf: 9_000,
        mismatches: [{ field: "amount", expected: "10000", actual: "9000" }],
      },
    });
    expect(await callbackOf(h)).toMatchObject({ transaction: { amountXaf: 9_000 } });
  });

  it("a callback signed with a key pawaPay does not publish is refused", async () => {
    const h = await simulatorHarness();
    const req = deposit("677000012");
    h.rule({ match: { id: req.id }, behaviour: { badSignature: true } });
    await h.pawapay.initiate("deposit", req);
    await h.sim.advance(5);
    expect(await callbackOf(h)).toMatchObject({ outcome: "refused", reason: "bad_signature" });
  });

  it("a callback whose signature expired (a replay an hour later) is refused", async () => {
    const h = await simulatorHarness();
    const req = deposit("677000013");
    h.rule({ match: { id: req.id }, behaviour: { staleSignature: true } });
    await h.pawapay.initiate("deposit", req);
    await h.sim.advance(5);
    expect(await callbackOf(h)).toMatchObject({ outcome: "refused", reason: "expired_signature" });
  });

  it("a callback the app did not acknowledge is retried, and resend-callback sends it again", async () => {
    const answers = [503, 200, 200];
    const delivered: Request[] = [];
    const h = await simulatorHarness({
      deliver: async (request) => {
        delivered.push(request);
        return new Response(null, { status: answers[delivered.length - 1] ?? 200 });
      },
    });
    const req = deposit("653456789");
    await h.pawapay.initiate("deposit", req);
    await h.sim.advance(5);
    expect(delivered).toHaveLength(1);
    await h.sim.advance(30);
    expect(delivered).toHaveLength(2);
    expect(await h.pawapay.resendCallback("deposit", req.id)).toBe(true);
    expect(delivered).toHaveLength(3);
    expect(await h.pawapay.resendCallback("deposit", newPaymentId())).toBe(false);
  });
});
