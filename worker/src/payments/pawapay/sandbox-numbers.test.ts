/**
 * The pawaPay adapter with the sandbox's Cameroon test numbers (docs/product-rules.md#automatic-rails,
 * docs/decisions/0031-automatic-rails.md): what initiation, the status lookup and the
 * callback report for a number that completes, the ones that fail with each code, the one
 * that never answers, and payouts. The rule under test: only a provider's final
 * failure is `failed`; every unanswered or unrecognised outcome is `unknown`.
 */
import { describe, expect, it } from "vitest";
import { callbackOf, deposit } from "../../../test/pawapay-helpers";
import { simulatorHarness } from "../../../test/payments-simulator";
import type { Direction } from "../provider";

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
