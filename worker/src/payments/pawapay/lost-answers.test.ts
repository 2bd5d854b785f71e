/**
 * The pawaPay adapter when answers are lost or refused (docs/product-rules.md#automatic-rails,
 * RAIL-2, RAIL-3): a repeated initiation, a 500 or no answer after the payment was created,
 * accepted but never created, network errors, failed lookups and unknown statuses are
 * `unknown` and resolved by the same id; a refused token and invalid requests are refused
 * before anything is created. The rule under test: only a provider's final
 * failure is `failed`; every unanswered or unrecognised outcome is `unknown`.
 */
import { describe, expect, it } from "vitest";
import { deposit } from "../../../test/pawapay-helpers";
import { simulatorHarness } from "../../../test/payments-simulator";

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
    const { createPawaPayAdapter } = await import("./adapter");
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
