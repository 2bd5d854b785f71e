/**
 * How each simulator deposit scenario ends, through the Worker's own routes and poller
 * (docs/product-rules.md#automatic-rails, RAIL-2 to RAIL-4): success, the provider's final
 * failures, no final status before the last check, a lost or unclear answer resolved by a
 * lookup with the same id, a status word the adapters do not know, a late success. The
 * simulator runs in-process, its clock moved by hand; every test ends with the ledger
 * auditor (test/apply-migrations.ts).
 */
import { env } from "cloudflare:test";
import type { PaymentView } from "@app/schema/contracts/payments";
import { describe, expect, it } from "vitest";
import { call, principalOf } from "../../test/helpers";
import { deliverCallbacks, depositBy, depositTransfers, payment, pollAt, sim, useSimulatedRails } from "../../test/rails-helpers";

useSimulatedRails();

describe("deposits through the provider", () => {
  it("653456789 completes: pending, then the signed callback credits the principal once", async () => {
    const { cookie, ...created } = await depositBy("653456789");
    expect(created).toMatchObject({ status: "pending", reference: expect.stringMatching(/^LA-[0-9A-Z]{8}$/) });
    expect(await principalOf(cookie)).toBe(0);
    await sim.advance(5);
    expect(await deliverCallbacks()).toEqual([200]);
    const view = (await (await call(`/api/payments/deposits/${created.id}`, { cookie })).json()) as PaymentView;
    expect(view).toMatchObject({ status: "succeeded", amountXaf: 10_000, operatorReference: expect.any(String) });
    expect(await principalOf(cookie)).toBe(10_000);
    // The notification, once.
    const bell = (await (await call("/api/notifications", { cookie })).json()) as { kind: string }[];
    expect(bell.filter((n) => n.kind === "deposit_approved")).toHaveLength(1);
  });

  it.each([
    ["653456019", "PAYER_LIMIT_REACHED"],
    ["653456029", "PAYER_NOT_FOUND"],
    ["653456039", "PAYMENT_NOT_APPROVED"],
    ["653456069", "UNSPECIFIED_FAILURE"],
  ])("%s fails with %s, found by the poller; nothing is credited", async (phone, code) => {
    const { cookie, id } = await depositBy(phone);
    await sim.advance(5);
    sim.callbacks.splice(0); // dropped: the poller finds it
    expect(await pollAt(id, 31)).toEqual({ checked: 1, settled: 1 });
    expect(await payment(id)).toMatchObject({ status: "failed", failure_code: code });
    expect(await principalOf(cookie)).toBe(0);
    const bell = (await (await call("/api/notifications", { cookie })).json()) as { kind: string; params: unknown }[];
    const personal = bell.filter((n) => n.kind !== "announcement");
    expect(personal.map((n) => n.kind)).toEqual(["deposit_rejected"]);
    // The operator's code, for each app to word in its reader's language; no English sentence.
    expect(personal[0]!.params).toEqual({ failureCode: code });
  });

  it("653456129 sends no callback and stays pending until its last check, then needs review; nothing is credited", async () => {
    const { cookie, id } = await depositBy("653456129");
    await sim.advance(600);
    expect(sim.callbacks).toHaveLength(0);
    for (const s of [31, 61, 121, 301, 601, 1801, 3601, 10_801, 21_601, 43_201, 86_401]) {
      await pollAt(id, s);
      expect((await payment(id)).status).toBe("pending");
    }
    await pollAt(id, 172_801);
    expect(await payment(id)).toMatchObject({ status: "needs_review", review_reason: "no_final_status" });
    expect(await principalOf(cookie)).toBe(0);
  });

  it("success after N seconds: pending at the earlier checks, succeeded at the one after N", async () => {
    const { cookie, id } = await depositBy("677000001", { completeAfterSeconds: 100 });
    await sim.advance(31);
    await pollAt(id, 31);
    expect((await payment(id)).status).toBe("pending");
    await sim.advance(30);
    await pollAt(id, 61);
    expect((await payment(id)).status).toBe("pending");
    await sim.advance(60);
    sim.callbacks.splice(0);
    await pollAt(id, 121);
    expect((await payment(id)).status).toBe("succeeded");
    expect(await principalOf(cookie)).toBe(10_000);
  });

  it("pending forever: never failed, never credited; needs review after 48 hours", async () => {
    const { id } = await depositBy("677000002", { pendingForever: true });
    await pollAt(id, 86_401);
    expect((await payment(id)).status).toBe("pending");
    await pollAt(id, 172_801);
    expect((await payment(id)).status).toBe("needs_review");
    expect(await depositTransfers(id)).toBe(0);
  });

  it.each([["http_500"], ["timeout"]] as const)(
    "%s after the provider created it: unknown, never failed; the lookup with the same id credits it once",
    async (afterCreate) => {
      const phone = afterCreate === "http_500" ? "677000005" : "677000006";
      const { cookie, ...created } = await depositBy(phone, { afterCreate });
      expect(created.status).toBe("unknown");
      await sim.advance(5);
      await deliverCallbacks();
      await pollAt(created.id, 31);
      expect((await payment(created.id)).status).toBe("succeeded");
      expect(sim.sim.engine.payments.size).toBe(1); // one payment at the provider: never sent twice under new ids
      expect(await principalOf(cookie)).toBe(10_000);
    },
  );

  it("accepted but never created: the lookup says not found, so it is sent again with the same id, and completes", async () => {
    const { cookie, id } = await depositBy("677000007", { acceptedButNotCreated: true });
    expect((await payment(id)).status).toBe("pending");
    await pollAt(id, 31);
    expect((await payment(id)).status).toBe("pending");
    expect([...sim.sim.engine.payments.values()].map((p) => p.id)).toEqual([id]);
    await sim.advance(5);
    sim.callbacks.splice(0);
    await pollAt(id, 61);
    expect((await payment(id)).status).toBe("succeeded");
    expect(await principalOf(cookie)).toBe(10_000);
  });

  it("a status word the adapters do not know is never a failure: pending, checked again, under review after 48 hours, nothing credited", async () => {
    const { cookie, id } = await depositBy("677000014", { reportedStatus: "SOMETHING_NEW" });
    await sim.advance(5);
    expect(await deliverCallbacks()).toEqual([200]);
    expect(await payment(id)).toMatchObject({ status: "pending", failure_code: null });
    await pollAt(id, 31);
    expect(await payment(id)).toMatchObject({ status: "pending", provider_status: "SOMETHING_NEW" });
    const events = await env.DB.prepare("SELECT status, detail FROM payment_events WHERE payment_id = ? AND provider_status = ?")
      .bind(id, "SOMETHING_NEW")
      .all();
    expect(events.results[0]).toMatchObject({ status: "pending", detail: "unrecognised status SOMETHING_NEW" });
    await pollAt(id, 172_801);
    expect(await payment(id)).toMatchObject({ status: "needs_review", review_reason: "no_final_status" });
    expect(await depositTransfers(id)).toBe(0);
    expect(await principalOf(cookie)).toBe(0);
  });

  it("a late success, after the app stopped waiting, still credits once", async () => {
    const { cookie, id } = await depositBy("677000010", { lateSuccess: true });
    // The provider's clock and ours move together: every check up to the app's 10 minutes finds it pending.
    let elapsed = 0;
    for (const s of [31, 61, 121, 301, 601]) {
      await sim.advance(s - elapsed);
      elapsed = s;
      await pollAt(id, s);
      expect((await payment(id)).status, `at ${s} s`).toBe("pending");
    }
    expect(await principalOf(cookie)).toBe(0);
    await sim.advance(1801 - elapsed); // it completes at 15 minutes; its callback is lost
    sim.callbacks.splice(0);
    await pollAt(id, 1801);
    expect((await payment(id)).status).toBe("succeeded");
    expect(await depositTransfers(id)).toBe(1);
    expect(await principalOf(cookie)).toBe(10_000);
  });
});
