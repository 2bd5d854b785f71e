/**
 * Erasing a user with requests still open (docs/product-rules.md#erasure, DEL-3, DEL-4;
 * #deposits, DEP-6): refused while a deposit verification or a withdrawal is pending, a
 * deleted user's deposit never approved but still rejectable, and a pending verification
 * cannot be hidden to get round the rule.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminCookie, call, depositFor, registerInvestor } from "../../test/helpers";
import { count, decide, freshRegistrationsPerTest, submit, withdraw } from "../../test/money-safety-helpers";

freshRegistrationsPerTest();

describe("erasure and pending requests (DEL-3, DEL-4)", () => {
  it("refuses to delete a user with a pending deposit verification, and changes nothing", async () => {
    const { cookie, user } = await registerInvestor();
    const admin = await adminCookie();
    expect((await submit(cookie)).status).toBe(201);
    const res = await call(`/api/admin/users/${user.id}`, { method: "DELETE", cookie: admin });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "user_has_pending_requests" });
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE id = ? AND deleted_at IS NULL", user.id)).toBe(1);
    expect(
      await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'user.delete' AND target_id = ?", String(user.id)),
    ).toBe(0);
  });

  it("refuses to delete a user with a pending withdrawal", async () => {
    const { cookie, user, phone } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 3500, admin);
    expect((await withdraw(cookie, 3500)).status).toBe(201);
    const res = await call(`/api/admin/users/${user.id}`, { method: "DELETE", cookie: admin });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "user_has_pending_requests" });
    expect(phone).toBeTruthy();
  });

  it("refuses to approve a deleted user's deposit (409 user_deleted) but lets it be rejected", async () => {
    const { cookie, user } = await registerInvestor();
    const admin = await adminCookie();
    const sub = await submit(cookie);
    const { id } = (await sub.json()) as { id: number };
    // An account erased while this verification waited (as before the guard existed).
    await env.DB.prepare("UPDATE users SET deleted_at = '2026-01-01T00:00:00.000Z', phone = NULL WHERE id = ?")
      .bind(user.id)
      .run();
    const auditBefore = await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'deposit.approve'");
    const res = await decide(admin, id, "approved");
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "user_deleted" });
    expect(await count("SELECT COUNT(*) AS n FROM ledger_transfers WHERE user_id = ?", user.id)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'deposit.approve'")).toBe(auditBefore);
    expect((await decide(admin, id, "rejected")).status).toBe(200);
  });
});

describe("erasure, attacked", () => {
  it("does not let a hidden pending verification block the user's limits or erasure for ever", async () => {
    const { cookie, user } = await registerInvestor();
    const admin = await adminCookie();
    const sub = (await (await submit(cookie)).json()) as { id: number };
    // Hiding a pending verification is refused: it must be decided, or it would stay pending unseen.
    const hide = await call(`/api/admin/deposit-verifications/${sub.id}`, { method: "DELETE", cookie: admin });
    expect(hide.status).toBe(409);
    expect(await hide.json()).toMatchObject({ code: "decide_first" });
    expect(await count("SELECT COUNT(*) AS n FROM deposit_verifications WHERE id = ? AND hidden_at IS NULL", sub.id)).toBe(1);
    // Rejected, it can be hidden, and the user erased.
    const reject = await call(`/api/admin/deposit-verifications/${sub.id}`, {
      method: "PATCH",
      cookie: admin,
      body: { status: "rejected" },
    });
    expect(reject.status).toBe(200);
    expect((await call(`/api/admin/deposit-verifications/${sub.id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    expect((await call(`/api/admin/users/${user.id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
  });
});
