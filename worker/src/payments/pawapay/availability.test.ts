/**
 * The pawaPay adapter's operator availability and its list for the reconciliation
 * (docs/product-rules.md#automatic-rails, RAIL-7): payouts wait ENQUEUED while an operator
 * is DELAYED, deposits are rejected while it is CLOSED, and a period is listed by looking
 * up each known id (found, not found, unresolved).
 */
import { describe, expect, it } from "vitest";
import { deposit } from "../../../test/pawapay-helpers";
import { newPaymentId, simulatorHarness } from "../../../test/payments-simulator";

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
      notFoundIds: [never],
      unresolvedIds: [broken.id],
    });
    expect(list.outcome === "listed" && Object.fromEntries(list.transactions.map((t) => [t.id, t.status]))).toEqual({
      [done.id]: "succeeded",
      [failed.id]: "failed",
    });
  });
});
