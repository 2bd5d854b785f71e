/**
 * The public settings tell a visitor which payment channels are in force
 * (docs/product-rules.md#automatic-rails, RAIL-1), so the Terms and the money texts say
 * how deposits and withdrawals are handled, by hand or through the operator, before
 * anyone signs in.
 */
import { describe, expect, it } from "vitest";
import { call, enrolledAdmin } from "../../test/helpers";

describe("GET /api/settings/public", () => {
  it("gives the payment channels in force, manual until an owner switches one, without a session", async () => {
    const owner = await enrolledAdmin("owner");
    const manual = { deposits: { MTN: "manual", Orange: "manual" }, payouts: { MTN: "manual", Orange: "manual" } };
    await call("/api/admin/payment-channels", { method: "PUT", cookie: owner.cookie, body: manual });
    expect(await (await call("/api/settings/public")).json()).toMatchObject({ paymentChannels: manual });
    const switched = { deposits: { MTN: "automatic", Orange: "manual" }, payouts: { MTN: "automatic", Orange: "automatic" } };
    expect((await call("/api/admin/payment-channels", { method: "PUT", cookie: owner.cookie, body: switched })).status).toBe(200);
    expect(await (await call("/api/settings/public")).json()).toMatchObject({ paymentChannels: switched });
  });
});
