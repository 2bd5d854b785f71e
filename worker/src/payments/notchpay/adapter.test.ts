/**
 * Notch Pay adapter against the simulator: the same scenarios as pawaPay, through Notch Pay's
 * two-step deposit (initialize, then process), its transfers, its 409 on a repeated reference
 * and its HMAC-signed webhooks.
 */
import { DEV_CREDENTIALS } from "@app/simulator";
import { describe, expect, it } from "vitest";
import { asCallback, NOTCHPAY_URL, newPaymentId, simulatorHarness } from "../../../test/payments-simulator";
import { createNotchPayAdapter } from "./adapter";
import type { MoneyRequest } from "../provider";

const request = (phone: string, amountXaf = 10_000): MoneyRequest => ({
  id: newPaymentId(),
  amountXaf,
  phone,
  operator: "ORANGE",
});

async function webhookOf(h: Awaited<ReturnType<typeof simulatorHarness>>, index = 0) {
  const delivered = h.callbacks[index];
  if (!delivered) throw new Error(`no webhook #${index} was delivered (got ${h.callbacks.length})`);
  return h.notchpay.verifyCallback(await asCallback(delivered));
}

describe("Notch Pay deposits", () => {
  it("a completing number: accepted (initialize + process), pending, then a signed webhook and the lookup say succeeded", async () => {
    const h = await simulatorHarness();
    const req = request("653456789");
    expect(await h.notchpay.initiate("deposit", req)).toMatchObject({
      outcome: "accepted",
      duplicate: false,
      providerStatus: "processing",
    });
    expect(await h.notchpay.getStatus("deposit", req.id)).toMatchObject({ outcome: "found", transaction: { status: "pending" } });
    await h.sim.advance(5);
    const webhook = await webhookOf(h);
    expect(webhook).toMatchObject({
      outcome: "verified",
      eventType: "payment.complete",
      transaction: {
        id: req.id,
        status: "succeeded",
        amountXaf: 10_000,
        currency: "XAF",
        phone: "+237653456789",
        mismatches: [],
      },
    });
    expect(webhook.outcome === "verified" && webhook.eventId).toMatch(/^notchpay:evt_/);
    const found = await h.notchpay.getStatus("deposit", req.id, { amountXaf: 10_000, phone: "653456789" });
    expect(found).toMatchObject({ transaction: { status: "succeeded", mismatches: [] } });
    expect(found.outcome === "found" && found.transaction.providerReference).toMatch(/^trx\./);
  });

  it("a failing number ends failed, with Notch Pay's status word as the reason", async () => {
    const h = await simulatorHarness();
    const req = request("653456019");
    await h.notchpay.initiate("deposit", req);
    await h.sim.advance(5);
    expect(await webhookOf(h)).toMatchObject({
      eventType: "payment.failed",
      transaction: { status: "failed", failureCode: "failed" },
    });
    expect(await h.notchpay.getStatus("deposit", req.id)).toMatchObject({ transaction: { status: "failed" } });
  });

  it("a repeated reference is a 409: accepted as a duplicate, and a payment left unprocessed gets processed", async () => {
    const h = await simulatorHarness();
    const req = request("653456789");
    h.rule({ match: { id: req.id }, behaviour: { afterCreate: "http_500" }, uses: 1 });
    expect(await h.notchpay.initiate("deposit", req)).toMatchObject({ outcome: "unknown", reason: "server_error" });
    expect(await h.notchpay.getStatus("deposit", req.id)).toMatchObject({
      outcome: "found",
      transaction: { providerStatus: "pending" },
    });
    expect(await h.notchpay.initiate("deposit", req)).toMatchObject({ outcome: "accepted", duplicate: true });
    expect(await h.notchpay.initiate("deposit", req)).toMatchObject({ outcome: "accepted", duplicate: true });
    await h.sim.advance(5);
    expect(await h.notchpay.getStatus("deposit", req.id)).toMatchObject({ transaction: { status: "succeeded" } });
    expect(h.sim.engine.payments.size).toBe(1);
  });

  it("no answer after creation is unknown (timeout); the lookup finds the payment", async () => {
    const h = await simulatorHarness();
    const req = request("677000021");
    h.rule({ match: { id: req.id }, behaviour: { afterCreate: "timeout" } });
    expect(await h.notchpay.initiate("deposit", req)).toMatchObject({ outcome: "unknown", reason: "timeout" });
    expect(await h.notchpay.getStatus("deposit", req.id)).toMatchObject({ outcome: "found" });
  });

  it("accepted but never created: unknown at initiation, then a lookup and a search prove not_found", async () => {
    const h = await simulatorHarness();
    const req = request("677000022");
    h.rule({ match: { id: req.id }, behaviour: { acceptedButNotCreated: true }, uses: 1 });
    expect(await h.notchpay.initiate("deposit", req)).toMatchObject({ outcome: "unknown", httpStatus: 404 });
    expect(await h.notchpay.getStatus("deposit", req.id)).toMatchObject({ outcome: "not_found" });
    expect(await h.notchpay.initiate("deposit", req)).toMatchObject({ outcome: "accepted", duplicate: false });
  });

  it("an unknown status, a failing lookup and a timeout are unknown, never failed", async () => {
    const h = await simulatorHarness();
    const odd = request("677000023");
    const broken = request("677000024");
    const slow = request("677000025");
    h.rule({ match: { id: odd.id }, behaviour: { reportedStatus: "under_review" } });
    h.rule({ match: { id: broken.id }, behaviour: { statusLookup: "http_500" } });
    h.rule({ match: { id: slow.id }, behaviour: { statusLookup: "timeout" } });
    for (const req of [odd, broken, slow]) await h.notchpay.initiate("deposit", req);
    expect(await h.notchpay.getStatus("deposit", odd.id)).toMatchObject({
      transaction: { status: "unknown", providerStatus: "under_review" },
    });
    expect(await h.notchpay.getStatus("deposit", broken.id)).toMatchObject({ outcome: "unknown", reason: "server_error" });
    expect(await h.notchpay.getStatus("deposit", slow.id)).toMatchObject({ outcome: "unknown", reason: "timeout" });
  });

  it("653456129 stays pending with no webhook; a late success lands after the app's 10 minutes", async () => {
    const h = await simulatorHarness();
    const stuck = request("653456129");
    const late = request("677000029");
    h.rule({ match: { id: late.id }, behaviour: { lateSuccess: true } });
    await h.notchpay.initiate("deposit", stuck);
    await h.notchpay.initiate("deposit", late);
    await h.sim.advance(10 * 60);
    expect(h.callbacks).toHaveLength(0);
    expect(await h.notchpay.getStatus("deposit", late.id)).toMatchObject({ transaction: { status: "pending" } });
    await h.sim.advance(5 * 60);
    expect(await webhookOf(h)).toMatchObject({ transaction: { id: late.id, status: "succeeded" } });
    expect(h.callbacks).toHaveLength(1);
    expect(await h.notchpay.getStatus("deposit", stuck.id)).toMatchObject({
      transaction: { status: "pending", providerStatus: "processing" },
    });
  });

  it("a webhook can arrive before the processing call returns", async () => {
    const h = await simulatorHarness();
    const req = request("677000030");
    h.rule({ match: { id: req.id }, behaviour: { callbackBeforeResponse: true } });
    expect(await h.notchpay.initiate("deposit", req)).toMatchObject({ outcome: "accepted" });
    expect(await webhookOf(h)).toMatchObject({ transaction: { id: req.id, status: "succeeded" } });
  });

  it("exposes an amount mismatch", async () => {
    const h = await simulatorHarness();
    const req = request("677000026");
    h.rule({ match: { id: req.id }, behaviour: { reportedAmountXaf: 1_000 } });
    await h.notchpay.initiate("deposit", req);
    expect(await h.notchpay.getStatus("deposit", req.id, { amountXaf: 10_000 })).toMatchObject({
      transaction: { amountXaf: 1_000, mismatches: [{ field: "amount", expected: "10000", actual: "1000" }] },
    });
  });
});

describe("Notch Pay webhooks", () => {
  it("refuses a webhook signed with another hash key, a tampered body, and a missing signature", async () => {
    const h = await simulatorHarness();
    const forged = request("677000027");
    h.rule({ match: { id: forged.id }, behaviour: { badSignature: true } });
    await h.notchpay.initiate("deposit", forged);
    await h.notchpay.initiate("deposit", request("653456789"));
    await h.sim.advance(5);
    const [bad, good] = h.callbacks;
    if (!bad || !good) throw new Error("two webhooks expected");
    expect(await h.notchpay.verifyCallback(await asCallback(bad))).toMatchObject({ outcome: "refused", reason: "bad_signature" });
    const original = await good.clone().text();
    const tampered = original.replace('"amount":10000', '"amount":100000');
    expect(tampered).not.toBe(original);
    expect(await h.notchpay.verifyCallback(await asCallback(good, { body: tampered }))).toMatchObject({
      outcome: "refused",
      reason: "bad_signature",
    });
    const unsigned = await asCallback(good);
    unsigned.headers.delete("x-notch-signature");
    expect(await h.notchpay.verifyCallback(unsigned)).toMatchObject({ outcome: "refused", reason: "missing_signature" });
    expect(await h.notchpay.verifyCallback(await asCallback(good))).toMatchObject({ outcome: "verified" });
  });

  it("a duplicated webhook carries the same event id (no timestamp: dedupe on it)", async () => {
    const h = await simulatorHarness();
    const req = request("677000028");
    h.rule({ match: { id: req.id }, behaviour: { duplicateCallback: true } });
    await h.notchpay.initiate("deposit", req);
    await h.sim.advance(5);
    const [first, second] = [await webhookOf(h, 0), await webhookOf(h, 1)];
    expect(first.outcome === "verified" && first.eventId).toBe(second.outcome === "verified" && second.eventId);
  });
});

describe("Notch Pay transfers (payouts)", () => {
  it.each([
    ["653456789", "succeeded"],
    ["653456089", "failed"],
  ])("a transfer to %s ends %s", async (phone, status) => {
    const h = await simulatorHarness();
    const req = request(phone, 3_500);
    expect(await h.notchpay.initiate("payout", req)).toMatchObject({ outcome: "accepted", duplicate: false });
    expect(await h.notchpay.initiate("payout", req)).toMatchObject({ outcome: "accepted", duplicate: true });
    await h.sim.advance(5);
    expect(await webhookOf(h)).toMatchObject({ transaction: { direction: "payout", id: req.id, status, amountXaf: 3_500 } });
    expect(await h.notchpay.getStatus("payout", req.id)).toMatchObject({ transaction: { status } });
  });

  it("without the right X-Grant a transfer is rejected before anything is sent", async () => {
    const h = await simulatorHarness();
    const noGrant = createNotchPayAdapter({
      baseUrl: NOTCHPAY_URL,
      publicKey: DEV_CREDENTIALS.notchpayPublicKey,
      privateKey: "sk_wrong",
      hashKey: DEV_CREDENTIALS.notchpayHashKey,
      fetch: h.toSimulator,
    });
    expect(await noGrant.initiate("payout", request("653456789"))).toMatchObject({ outcome: "rejected", httpStatus: 403 });
    expect(h.sim.engine.payments.size).toBe(0);
  });

  it("a transfer never created is proven not_found, so it may be retried with the same reference", async () => {
    const h = await simulatorHarness();
    expect(await h.notchpay.getStatus("payout", newPaymentId())).toMatchObject({ outcome: "not_found" });
  });
});

describe("Notch Pay reconciliation and availability", () => {
  it("lists the provider's own payments of a period, including ones this app never stored", async () => {
    const h = await simulatorHarness();
    const ours = request("653456789");
    await h.notchpay.initiate("deposit", ours);
    const stranger = createNotchPayAdapter({
      baseUrl: NOTCHPAY_URL,
      publicKey: DEV_CREDENTIALS.notchpayPublicKey,
      privateKey: DEV_CREDENTIALS.notchpayPrivateKey,
      hashKey: DEV_CREDENTIALS.notchpayHashKey,
      fetch: h.toSimulator,
    });
    const other = request("653456019", 2_000);
    await stranger.initiate("deposit", other);
    await h.sim.advance(5);
    const now = h.sim.engine.now();
    const list = await h.notchpay.listPage!({
      direction: "deposit",
      from: new Date(now - 3_600_000),
      to: new Date(now + 3_600_000),
      page: 1,
    });
    expect(list).toMatchObject({ outcome: "listed", nextPage: null });
    expect(
      list.outcome === "listed" && Object.fromEntries(list.transactions.map((t) => [t.id, [t.status, t.amountXaf]])),
    ).toEqual({
      [ours.id]: ["succeeded", 10_000],
      [other.id]: ["failed", 2_000],
    });
    const later = await h.notchpay.listPage!({
      direction: "deposit",
      from: new Date(now + 3_600_000),
      to: new Date(now + 7_200_000),
      page: 1,
    });
    expect(later).toMatchObject({ outcome: "listed", transactions: [] });
  });

  it("publishes no operator availability", async () => {
    const h = await simulatorHarness();
    expect(await h.notchpay.availability()).toEqual({ outcome: "unsupported" });
  });
});
