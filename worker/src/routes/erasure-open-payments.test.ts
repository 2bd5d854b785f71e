/**
 * Erasure waits for every open payment, automatic ones too (docs/product-rules.md#erasure,
 * DEL-3): while a deposit through a provider is still open, deleting its investor is refused
 * and changes nothing, so its success can never credit an account nobody can reach. Before,
 * the erasure went through and the deposit's later success credited 5,000 XAF to the erased
 * account.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminCookie, call, newPhone, registerInvestor } from "../../test/helpers";
import { deliverCallbacks, deposit, payment, rule, sim, useSimulatedRails } from "../../test/rails-helpers";

useSimulatedRails();

const erase = async (userId: number) => call(`/api/admin/users/${userId}`, { method: "DELETE", cookie: await adminCookie() });
const live = async (userId: number) =>
  (await env.DB.prepare("SELECT deleted_at IS NULL AS live FROM users WHERE id = ?").bind(userId).first<{ live: number }>())!
    .live;

describe("erasure and open automatic payments (DEL-3)", () => {
  it("refuses to erase an investor whose automatic deposit is still open, and changes nothing", async () => {
    const { cookie, user } = await registerInvestor();
    const { id } = await deposit(cookie, newPhone("67"), 5_000);
    expect(["created", "submitted", "pending"]).toContain((await payment(id)).status);
    const res = await erase(user.id);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "user_has_pending_requests" });
    expect(await live(user.id)).toBe(1);
    // The deposit succeeds later and reaches the investor, who can still use it.
    await sim.advance(5);
    await deliverCallbacks();
    expect((await payment(id)).status).toBe("succeeded");
    const dashboard = (await (await call("/api/user/dashboard", { cookie })).json()) as { user: { principalBalance: string } };
    expect(dashboard.user.principalBalance).toBe("5000.00");
  });

  it("erases the investor once their deposit has failed", async () => {
    const { cookie, user } = await registerInvestor();
    const phone = newPhone("67");
    rule(phone, { failureCode: "PAYER_NOT_FOUND" });
    const { id } = await deposit(cookie, phone, 5_000);
    await sim.advance(5);
    await deliverCallbacks();
    expect((await payment(id)).status).toBe("failed");
    expect((await erase(user.id)).status).toBe(200);
    expect(await live(user.id)).toBe(0);
  });
});
