/**
 * Deposit requests the rails refuse, storing and sending nothing (docs/product-rules.md#automatic-rails,
 * RAIL-1, RAIL-2; #errors): another user's deposit, a number no mobile-money operator
 * serves, malformed, oversized or mistyped bodies (and an oversized callback), and a method
 * still on the manual channel.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, registerInvestor } from "../../test/helpers";
import { count } from "../../test/money-safety-helpers";
import { deposit, sim, useSimulatedRails } from "../../test/rails-helpers";

useSimulatedRails();

describe("deposit requests refused", () => {
  it("another user's deposit is 404; a malformed id is 400", async () => {
    const a = await registerInvestor();
    const b = await registerInvestor();
    const { id } = await deposit(a.cookie, "653456789");
    expect((await call(`/api/payments/deposits/${id}`, { cookie: b.cookie })).status).toBe(404);
    expect((await call("/api/payments/deposits/1", { cookie: b.cookie })).status).toBe(400);
    expect((await call(`/api/payments/deposits/${id}`)).status).toBe(401);
  });

  it("a number no mobile-money operator serves is 400 naming the phone, and nothing is stored or sent", async () => {
    const { cookie } = await registerInvestor();
    const res = await call("/api/payments/deposits", {
      method: "POST",
      cookie,
      body: { amount: 10_000, paymentMethod: "MTN", phone: "712345678" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ field: "phone" })] });
    expect(await count("SELECT COUNT(*) AS n FROM payments WHERE phone = '712345678'")).toBe(0);
    expect(sim.sim.engine.payments.size).toBe(0);
  });

  it("malformed, oversized or mistyped deposit requests are a JSON 4xx naming the field, and store nothing", async () => {
    const { cookie } = await registerInvestor();
    const before = await count("SELECT COUNT(*) AS n FROM payments");
    const send = (body: string, headers: Record<string, string> = {}) =>
      call("/api/payments/deposits", { method: "POST", cookie, body, headers });
    const cases: [string, Record<string, string>, number, string | undefined][] = [
      ["{not json", {}, 400, undefined],
      [JSON.stringify({ amount: 10_000.5, paymentMethod: "MTN", phone: "653456789" }), {}, 400, "amount"],
      [JSON.stringify({ amount: "10000", paymentMethod: "MTN", phone: "653456789" }), {}, 400, "amount"],
      [JSON.stringify({ amount: 999, paymentMethod: "MTN", phone: "653456789" }), {}, 400, "amount"],
      // The manual form's step too (DEP-2): 1,050 is not a multiple of 100.
      [JSON.stringify({ amount: 1_050, paymentMethod: "MTN", phone: "653456789" }), {}, 400, "amount"],
      [JSON.stringify({ amount: 1e21, paymentMethod: "MTN", phone: "653456789" }), {}, 400, "amount"],
      [JSON.stringify({ amount: 10_000, paymentMethod: "Wave", phone: "653456789" }), {}, 400, "paymentMethod"],
      [JSON.stringify({ amount: 10_000, paymentMethod: "MTN", phone: "+237653456789" }), {}, 400, "phone"],
      [JSON.stringify({ amount: 10_000, paymentMethod: "MTN" }), {}, 400, "phone"],
      [
        JSON.stringify({ amount: 10_000, paymentMethod: "MTN", phone: "653456789" }),
        { "Content-Type": "text/plain" },
        400,
        "json",
      ],
      [JSON.stringify({ amount: 10_000, paymentMethod: "MTN", phone: "653456789", pad: "x".repeat(70_000) }), {}, 413, undefined],
    ];
    for (const [body, headers, status, field] of cases) {
      const res = await send(body, headers);
      expect(res.status, body.slice(0, 80)).toBe(status);
      const answer = (await res.json()) as { error: string; code: string; issues?: { field: string }[] };
      expect(answer, body.slice(0, 80)).toMatchObject({ error: expect.any(String), code: expect.any(String) });
      if (field)
        expect(
          answer.issues?.map((i) => i.field),
          body.slice(0, 80),
        ).toContain(field);
    }
    expect(await count("SELECT COUNT(*) AS n FROM payments")).toBe(before);
    const callback = await call("/api/payments/pawapay/callback", { method: "POST", body: "x".repeat(70_000) });
    expect(callback.status).toBe(413);
    expect(await callback.json()).toMatchObject({ code: "payload_too_large" });
  });

  it("a method still on the manual channel refuses automatic deposits with 409", async () => {
    await env.DB.prepare("DELETE FROM settings WHERE key = 'payment_channels'").run();
    const { cookie } = await registerInvestor();
    const res = await call("/api/payments/deposits", {
      method: "POST",
      cookie,
      body: { amount: 10_000, paymentMethod: "MTN", phone: "653456789" },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "payment_channel_manual" });
  });
});
