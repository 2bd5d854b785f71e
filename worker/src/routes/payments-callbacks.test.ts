/**
 * pawaPay's deposit callbacks at the Worker (docs/product-rules.md#automatic-rails, RAIL-6):
 * a duplicate stored and credited once, a callback arriving before the initiating call
 * returns, a genuine signed callback through the route answered at once and its replay, and
 * a badly signed one refused at the route.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORIGIN, principalOf, registerInvestor } from "../../test/helpers";
import { count } from "../../test/money-safety-helpers";
import { asCallback } from "../../test/payments-simulator";
import {
  deliverCallbacks,
  deposit,
  depositBy,
  depositTransfers,
  payment,
  pollAt,
  restartSimulator,
  rule,
  sim,
  useSimulatedRails,
} from "../../test/rails-helpers";
import { railsOf } from "../payments/rails-config";
import { receiveCallback } from "../services/payments/callbacks";

useSimulatedRails();

describe("callbacks from the provider", () => {
  it("a duplicated callback is stored once and credits once", async () => {
    const { cookie, id } = await depositBy("677000003", { duplicateCallback: true });
    await sim.advance(5);
    expect(sim.callbacks).toHaveLength(2);
    expect(await deliverCallbacks()).toEqual([200, 200]);
    expect(await count("SELECT COUNT(*) AS n FROM payment_callbacks WHERE payment_id = ?", id)).toBe(1);
    expect(await depositTransfers(id)).toBe(1);
    expect(await principalOf(cookie)).toBe(10_000);
  });

  it("a callback before the initiating call returns: credited once, and the late 'accepted' does not undo it", async () => {
    const { cookie } = await registerInvestor();
    // This time the simulator delivers straight to the Worker's callback route, during the initiating call.
    await restartSimulator({
      deliver: async (request) => {
        const outcome = await receiveCallback(railsOf(env), "pawapay", await asCallback(request));
        await outcome.process;
        return new Response(null, { status: outcome.status });
      },
    });
    rule("677000004", { callbackBeforeResponse: true });
    const created = await deposit(cookie, "677000004");
    expect(created.status).toBe("succeeded");
    await pollAt(created.id, 31);
    expect((await payment(created.id)).status).toBe("succeeded");
    expect(await depositTransfers(created.id)).toBe(1);
    expect(await principalOf(cookie)).toBe(10_000);
  });

  it("a genuine signed callback through the route is 200, processed after the answer, and its replay changes nothing", async () => {
    const { cookie, id } = await depositBy("653456789");
    await sim.advance(5);
    const [request] = sim.callbacks.splice(0);
    const genuine = await asCallback(request!);
    const post = () =>
      SELF.fetch(`${ORIGIN}/api/payments/pawapay/callback`, { method: "POST", headers: genuine.headers, body: genuine.body });
    const res = await post();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    for (let i = 0; i < 50 && (await payment(id)).status !== "succeeded"; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await payment(id)).toMatchObject({ status: "succeeded" });
    const replay = await post();
    expect(replay.status).toBe(200);
    expect(await count("SELECT COUNT(*) AS n FROM payment_callbacks WHERE payment_id = ?", id)).toBe(1);
    expect(await depositTransfers(id)).toBe(1);
    expect(await principalOf(cookie)).toBe(10_000);
  });

  it("a badly signed callback is 401 at the route, stored nowhere, and moves nothing", async () => {
    const { cookie, id } = await depositBy("677000008", { badSignature: true, pendingForever: false });
    await sim.advance(5);
    const [request] = sim.callbacks.splice(0);
    const forged = await asCallback(request!);
    const res = await SELF.fetch(`${ORIGIN}/api/payments/pawapay/callback`, {
      method: "POST",
      headers: forged.headers,
      body: forged.body,
    });
    expect(res.status).toBe(401);
    expect(await count("SELECT COUNT(*) AS n FROM payment_callbacks WHERE payment_id = ?", id)).toBe(0);
    expect((await payment(id)).status).toBe("pending");
    expect(await principalOf(cookie)).toBe(0);
  });
});
