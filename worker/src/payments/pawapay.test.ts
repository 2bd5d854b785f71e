/**
 * pawaPay adapter against the simulator, one scenario at a time: what initiation, the status
 * lookup and the callback each report. The rule under test everywhere: only a provider's final
 * failure is `failed`; every unanswered or unrecognised outcome is `unknown`.
 */
import { describe, expect, it } from "vitest";
import { asCallback, newPaymentId, simulatorHarness } from "../../test/payments-simulator";
import type { Direction, MoneyRequest } from "./provider";

const deposit = (phone: string, amountXaf = 10_000): MoneyRequest => ({ id: newPaymentId(), amountXaf, phone, operator: "MTN" });

async function callbackOf(h: Awaited<ReturnType<typeof simulatorHarness>>, index = 0) {
  const request = h.callbacks[index];
  if (!request) throw new Error(`no callback #${index} was delivered (got ${h.callbacks.length})`);
  return h.pawapay.verifyCallback(await asCallback(request));
}

describe("pawaPay: the sandbox's Cameroon test numbers", () => {
  it("653456789 is accepted, pending, then a signed callback and the lookup say succeeded with the operator's reference", async () => {
    const h = await simulatorHarness();
    const req = deposit("653456789");
    expect(await h.pawapay.initiate("deposit", req)).toMatchObject({ outcome: "accepted", duplicate: false });
    const before = await h.pawapay.getStatus("deposit", req.id);
    expect(before).toMatchObject({ outcome: "found", transaction: { status: "pending", providerStatus: "SUBMITTED" } });
    expect(h.callbacks).toHaveLength(0);

    await h.sim.advance(5);
    const callback = await callbackOf(h);
    expect(callback).toMatchObject({
      outcome: "verified",
      eventId: `pawapay:deposit:${req.id}:COMPLETED`,
      transaction: { id: req.id, status: "succeeded", amountXaf: 10_000, currency: "XAF", phone: "237653456789", mismatches: [] },
    });
    const after = await h.pawapay.getStatus("deposit", req.id, { amountXaf: 10_000, phone: "653456789" });
    expect(after).toMatchObject({ outcome: "found", transaction: { status: "succeeded", mismatches: [] } });
    expect(after.outcome === "found" && after.transaction.operatorReference).toMatch(/^MP/);
  });

  it.each([
    ["653456019", "PAYER_LIMIT_REACHED"],
    ["653456029", "PAYER_NOT_FOUND"],
    ["653456039", "PAYMENT_NOT_APPROVED"],
    ["653456069", "UNSPECIFIED_FAILURE"],
  ])("%s ends failed with %s, in the callback and in the lookup", async (phone, failureCode) => {
    const h = await simulatorHarness();
    const req = deposit(phone);
    expect(await h.pawapay.initiate("deposit", req)).toMatchObject({ outcome: "accepted" });
    await h.sim.advance(5);
    expect(await callbackOf(h)).toMatchObject({ outcome: "verified", transaction: { status: "failed", failureCode } });
    expect(await h.pawapay.getStatus("deposit", req.id)).toMatchObject({
      outcome: "found",
      transaction: { status: "failed", failureCode },
    });
  });

  it("653456129 sends no callback and stays pending: only a status lookup shows it", async () => {
    const h = await simulatorHarness();
    const req = deposit("653456129");
    await h.pawapay.initiate("deposit", req);
    await h.sim.advance(48 * 3600);
    expect(h.callbacks).toHaveLength(0);
    expect(await h.pawapay.getStatus("deposit", req.id)).toMatchObject({
      outcome: "found",
      transaction: { status: "pending", providerStatus: "SUBMITTED" },
    });
  });

  it.each<[Direction, string, string, string | null]>([
    ["payout", "653456789", "succeeded", null],
    ["payout", "653456089", "failed", "RECIPIENT_NOT_FOUND"],
  ])("a %s to %s ends %s", async (direction, phone, status, failureCode) => {
    const h = await simulatorHarness();
    const req = deposit(phone, 3_500);
    expect(await h.pawapay.initiate(direction, req)).toMatchObject({ outcome: "accepted" });
    await h.sim.advance(5);
    expect(await callbackOf(h)).toMatchObject({ transaction: { direction: "payout", status, failureCode, amountXaf: 3_500 } });
    expect(await h.pawapay.getStatus(direction, req.id)).toMatchObject({ transaction: { status, failureCode } });
  });
});

describe("pawaPay: lost answers are unknown, and resolved with the same id", () => {
  it("a repeated initiation is DUPLICATE_IGNORED: accepted, not an error, and only one payment exists", async () => {
    const h = await simulatorHarness();
    const req = deposit("653456789");
    await h.pawapay.initiate("deposit", req);
    expect(await h.pawapay.initiate("deposit", req)).toMatchObject({
      outcome: "accepted",
      duplicate: true,
      providerStatus: "DUPLICATE_IGNORED",
    });
    expect(h.sim.engine.payments.size).toBe(1);
  });

  it("a 500 after the payment was created is unknown; the lookup with the same id finds it, and it completes", async () => {
    const h = await simulatorHarness();
    const req = deposit("677000001");
    h.rule({ match: { phone: req.phone }, behaviour: { afterCreate: "http_500" }, uses: 1 });
    expect(await h.pawapay.initiate("deposit", req)).toMatchObject({
      outcome: "unknown",
      reason: "server_error",
      httpStatus: 500,
    });
    expect(await h.pawapay.getStatus("deposit", req.id)).toMatchObject({ outcome: "found", transaction: { status: "pending" } });
    expect(await h.pawapay.initiate("deposit", req)).toMatchObject({ outcome: "accepted", duplicate: true });
    await h.sim.advance(5);
    expect(await h.pawapay.getStatus("deposit", req.id)).toMatchObject({ transaction: { status: "succeeded" } });
  });

  it("no answer after the payment was created is unknown (timeout); the lookup finds it", async () => {
    const h = await simulatorHarness();
    const req = deposit("677000002");
    h.rule({ match: { id: req.id }, behaviour: { afterCreate: "timeout" } });
    expect(await h.pawapay.initiate("deposit", req)).toMatchObject({ outcome: "unknown", reason: "timeout", httpStatus: null });
    expect(await h.pawapay.getStatus("deposit", req.id)).toMatchObject({ outcome: "found", transaction: { status: "pending" } });
  });

  it("accepted but never created: the lookup proves not_found, and a retry with the same id creates it", async () => {
    const h = await simulatorHarness();
    const req = deposit("677000003");
    h.rule({ match: { id: req.id }, behaviour: { acceptedButNotCreated: true }, uses: 1 });
    expect(await h.pawapay.initiate("deposit", req)).toMatchObject({ outcome: "accepted", duplicate: false });
    expect(await h.pawapay.getStatus("deposit", req.id)).toMatchObject({ outcome: "not_found" });
    expect(await h.pawapay.initiate("deposit", req)).toMatchObject({ outcome: "accepted", duplicate: false });
    expect(await h.pawapay.getStatus("deposit", req.id)).toMatchObject({ outcome: "found" });
  });

  it("a network error is unknown, never failed", async () => {
    const h = await simulatorHarness({
      fetch: async () => {
        throw new TypeError("connection reset");
      },
    });
    const req = deposit("653456789");
    expect(await h.pawapay.initiate("deposit", req)).toMatchObject({ outcome: "unknown", reason: "network_error" });
    expect(await h.pawapay.getStatus("deposit", req.id)).toMatchObject({ outcome: "unknown", reason: "network_error" });
  });

  it.each([
    ["http_500", "server_error"],
    ["timeout", "timeout"],
  ] as const)("a status lookup answering %s is unknown, not not_found", async (statusLookup, reason) => {
    const h = await simulatorHarness();
    const req = deposit("677000004");
    h.rule({ match: { id: req.id }, behaviour: { statusLookup } });
    await h.pawapay.initiate("deposit", req);
    expect(await h.pawapay.getStatus("deposit", req.id)).toMatchObject({ outcome: "unknown", reason });
  });

  it("a status the adapter does not know is unknown, never failed", async () => {
    const h = await simulatorHarness();
    const req = deposit("677000005");
    h.rule({ match: { id: req.id }, behaviour: { reportedStatus: "HELD_FOR_REVIEW" } });
    await h.pawapay.initiate("deposit", req);
    expect(await h.pawapay.getStatus("deposit", req.id)).toMatchObject({
      outcome: "found",
      transaction: { status: "unknown", providerStatus: "HELD_FOR_REVIEW" },
    });
  });

  it("a refused API token is a rejection before anything was created", async () => {
    const h = await simulatorHarness();
    const { createPawaPayAdapter } = await import("./pawapay");
    const wrongToken = createPawaPayAdapter({
      baseUrl: "https://api.sandbox.pawapay.test",
      apiToken: "not-the-token",
      fetch: h.toSimulator,
    });
    expect(await wrongToken.initiate("deposit", deposit("653456789"))).toMatchObject({
      outcome: "rejected",
      failureCode: "AUTHENTICATION_ERROR",
      httpStatus: 403,
    });
    expect(h.sim.engine.payments.size).toBe(0);
  });

  it("refuses, before any call, an id that is not a UUIDv4, a fraction of a franc and a foreign number", async () => {
    const h = await simulatorHarness();
    await expect(h.pawapay.initiate("deposit", { ...deposit("653456789"), id: "order-1" })).rejects.toThrow(TypeError);
    await expect(h.pawapay.initiate("deposit", deposit("653456789", 100.5))).rejects.toThrow(RangeError);
    await expect(h.pawapay.initiate("deposit", deposit("+33612345678"))).rejects.toThrow(RangeError);
    expect(h.sim.engine.payments.size).toBe(0);
  });
});

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

describe("pawaPay: availability and reconciliation", () => {
  it("reports operator availability; payouts wait ENQUEUED while DELAYED; deposits are rejected while CLOSED", async () => {
    const h = await simulatorHarness();
    expect(await h.pawapay.availability()).toMatchObject({
      outcome: "known",
      operators: expect.arrayContaining([
        { operator: "MTN", direction: "deposit", status: "operational", providerStatus: "OPERATIONAL" },
        { operator: "ORANGE", direction: "payout", status: "operational", providerStatus: "OPERATIONAL" },
      ]),
    });
    h.sim.engine.setAvailability("MTN_MOMO_CMR", "PAYOUT", "DELAYED");
    h.sim.engine.setAvailability("ORANGE_CMR", "DEPOSIT", "CLOSED");
    const availability = await h.pawapay.availability();
    expect(availability).toMatchObject({
      operators: expect.arrayContaining([
        expect.objectContaining({ operator: "MTN", direction: "payout", status: "delayed" }),
        expect.objectContaining({ operator: "ORANGE", direction: "deposit", status: "closed" }),
      ]),
    });
    const payout = deposit("653456789", 5_000);
    await h.pawapay.initiate("payout", payout);
    await h.sim.advance(3600);
    expect(await h.pawapay.getStatus("payout", payout.id)).toMatchObject({
      transaction: { status: "pending", providerStatus: "ENQUEUED" },
    });
    h.sim.engine.setAvailability("MTN_MOMO_CMR", "PAYOUT", "OPERATIONAL");
    await h.sim.advance(5);
    expect(await h.pawapay.getStatus("payout", payout.id)).toMatchObject({ transaction: { status: "succeeded" } });
    expect(await h.pawapay.initiate("deposit", { ...deposit("653456789"), operator: "ORANGE" })).toMatchObject({
      outcome: "rejected",
      failureCode: "PROVIDER_TEMPORARILY_UNAVAILABLE",
    });
  });

  it("lists a period by looking up each known id: found, not found, unresolved", async () => {
    const h = await simulatorHarness();
    const done = deposit("653456789");
    const failed = deposit("653456019");
    const broken = deposit("677000014");
    h.rule({ match: { id: broken.id }, behaviour: { statusLookup: "http_500" } });
    for (const req of [done, failed, broken]) await h.pawapay.initiate("deposit", req);
    await h.sim.advance(5);
    const never = newPaymentId();
    const list = await h.pawapay.listTransactions({
      direction: "deposit",
      from: new Date(Date.now() - 3_600_000),
      to: new Date(Date.now() + 3_600_000),
      knownIds: [done.id, failed.id, broken.id, never],
    });
    expect(list).toMatchObject({
      outcome: "listed",
      coverage: "known_ids_only",
      notFoundIds: [never],
      unresolvedIds: [broken.id],
    });
    expect(list.outcome === "listed" && Object.fromEntries(list.transactions.map((t) => [t.id, t.status]))).toEqual({
      [done.id]: "succeeded",
      [failed.id]: "failed",
    });
  });
});
