/**
 * The simulator's control endpoint, driven over HTTP as a developer does against `npm start`:
 * rules, the clock, availability, the callback log, reset.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newPaymentId, simulatorHarness } from "./payments-simulator";

async function control(sim: { fetch: (r: Request) => Promise<Response> }, method: string, path: string, body?: unknown) {
  const res = await sim.fetch(
    new Request(`http://127.0.0.1:8789/__control${path}`, {
      method,
      headers: { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: res.status, body: res.status === 204 ? null : await res.json() };
}

describe("simulator control endpoint", () => {
  it("a rule set over HTTP decides the next payment; advancing the clock delivers its callback", async () => {
    const { sim, pawapay, callbacks } = await simulatorHarness();
    const id = newPaymentId();
    expect(
      (
        await control(sim, "POST", "/rules", {
          match: { phone: "677123456" },
          behaviour: { completeAfterSeconds: 120, failureCode: "PAYER_NOT_FOUND" },
          uses: 1,
        })
      ).status,
    ).toBe(201);
    await pawapay.initiate("deposit", { id, amountXaf: 2_000, phone: "677123456", operator: "MTN" });
    await control(sim, "POST", "/clock/advance", { seconds: 119 });
    expect(callbacks).toHaveLength(0);
    await control(sim, "POST", "/clock/advance", { seconds: 1 });
    expect(callbacks).toHaveLength(1);
    const log = (await control(sim, "GET", "/callbacks")).body as { paymentId: string; delivered: boolean; answers: number[] }[];
    expect(log).toMatchObject([{ paymentId: id, delivered: true, answers: [200] }]);
    const payments = (await control(sim, "GET", "/payments")).body as { id: string; view: { status: string } }[];
    expect(payments).toMatchObject([{ id, view: { status: "FAILED" } }]);

    const next = newPaymentId();
    await pawapay.initiate("deposit", { id: next, amountXaf: 2_000, phone: "677123456", operator: "MTN" });
    await control(sim, "POST", "/clock/advance", { seconds: 5 });
    expect(await pawapay.getStatus("deposit", next)).toMatchObject({ transaction: { status: "succeeded" } });
  });

  it("refuses an unknown behaviour, a negative advance and a bad availability status", async () => {
    const { sim } = await simulatorHarness();
    expect(await control(sim, "POST", "/rules", { match: {}, behaviour: { explode: true } })).toMatchObject({ status: 400 });
    expect(await control(sim, "POST", "/clock/advance", { seconds: -1 })).toMatchObject({ status: 400 });
    expect(
      await control(sim, "PUT", "/availability", { provider: "MTN_MOMO_CMR", operationType: "PAYOUT", status: "BROKEN" }),
    ).toMatchObject({
      status: 400,
    });
  });

  it("sets availability and resets everything", async () => {
    const { sim, pawapay } = await simulatorHarness();
    expect(
      (await control(sim, "PUT", "/availability", { provider: "ORANGE_CMR", operationType: "DEPOSIT", status: "CLOSED" })).status,
    ).toBe(204);
    expect(await pawapay.availability()).toMatchObject({
      operators: expect.arrayContaining([
        expect.objectContaining({ operator: "ORANGE", direction: "deposit", status: "closed" }),
      ]),
    });
    await pawapay.initiate("deposit", { id: newPaymentId(), amountXaf: 2_000, phone: "653456789", operator: "MTN" });
    expect((await control(sim, "POST", "/reset")).status).toBe(204);
    expect((await control(sim, "GET", "/payments")).body).toEqual([]);
    expect(await pawapay.availability()).toMatchObject({
      operators: expect.arrayContaining([
        expect.objectContaining({ operator: "ORANGE", direction: "deposit", status: "operational" }),
      ]),
    });
  });

  it("delivers callbacks into the Worker itself through SELF.fetch, and records its answer", async () => {
    const { sim, pawapay } = await simulatorHarness({ deliver: (request) => SELF.fetch(request) });
    const id = newPaymentId();
    await pawapay.initiate("deposit", { id, amountXaf: 2_000, phone: "653456789", operator: "MTN" });
    await sim.advance(5);
    const [delivery] = sim.engine.deliveries;
    expect(delivery?.url).toBe("https://lionart.test/api/payments/pawapay/callback");
    expect(delivery?.answers).toHaveLength(1);
    expect(delivery?.answers[0]).toBeGreaterThanOrEqual(200);
  });
});
