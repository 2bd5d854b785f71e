/**
 * The second factor's life (docs/product-rules.md#admin-roles, ADM-12, ADM-13, ADM-16;
 * docs/decisions/0029-totp-secrets-encrypted.md): an admin without one reaches only
 * enrolment, the configured admin skips it only in development, the secret is stored sealed
 * and opens only in its own row, and an owner resets a lost one, signing the admin out.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminCookie, call, enrolledAdmin, sessionCookie } from "../../test/helpers";
import { totpCode } from "../lib/totp";
describe("enrolment", () => {
  it("an admin without a second factor reaches only enrolment, and enrolling opens the rest under a new session id", async () => {
    const owner = await adminCookie();
    const username = `newbie-${Date.now().toString(36)}`;
    await call("/api/admin/admins", {
      method: "POST",
      cookie: owner,
      body: { username, password: "staff-password-2026", role: "finance" },
    });
    const login = await call("/api/admin/login", { method: "POST", body: { username, password: "staff-password-2026" } });
    const { admin } = (await login.json()) as { admin: { enrolmentRequired: boolean; totpEnrolled: boolean } };
    expect(admin).toMatchObject({ enrolmentRequired: true, totpEnrolled: false });
    const enrolling = sessionCookie(login);
    const refused = await call("/api/admin/withdrawals", { cookie: enrolling });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "totp_enrollment_required" });

    const { secret } = (await (await call("/api/admin/me/totp", { method: "POST", cookie: enrolling, body: {} })).json()) as {
      secret: string;
    };
    const wrong = totpCode(secret) === "123456" ? "654321" : "123456";
    const bad = await call("/api/admin/me/totp/confirm", { method: "POST", cookie: enrolling, body: { code: wrong } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ code: "invalid_totp", issues: [{ field: "code" }] });
    expect(
      (await env.DB.prepare("SELECT totp_confirmed_at FROM admins WHERE username = ?").bind(username).first())?.totp_confirmed_at,
    ).toBeNull();

    const ok = await call("/api/admin/me/totp/confirm", { method: "POST", cookie: enrolling, body: { code: totpCode(secret) } });
    expect(ok.status).toBe(200);
    const full = sessionCookie(ok);
    expect((await call("/api/admin/withdrawals", { cookie: full })).status).toBe(200);
    expect((await call("/api/admin/withdrawals", { cookie: enrolling })).status).toBe(401);

    // Enrolled: no new secret can replace it, and the secret is never sent again.
    const again = await call("/api/admin/me/totp", { method: "POST", cookie: full, body: {} });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "totp_already_enrolled" });
    const me = await (await call("/api/admin/me", { cookie: full })).text();
    expect(me).not.toContain(secret);
    const list = await (await call("/api/admin/admins", { cookie: owner })).text();
    expect(list).not.toContain(secret);
    expect(list).not.toMatch(/scrypt\$|password|totp_secret|secret/);
  });

  it("the configured admin skips the second factor only in development", async () => {
    // APP_ENV is "test" here: the configured admin is limited to enrolment like anyone.
    const res = await call("/api/admin/login", {
      method: "POST",
      body: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    });
    const { admin } = (await res.json()) as { admin: { enrolmentRequired: boolean; developmentSkip: boolean } };
    expect(admin).toMatchObject({ enrolmentRequired: true, developmentSkip: false });
    expect((await call("/api/admin/stats", { cookie: sessionCookie(res) })).status).toBe(403);
  });
});

describe("TOTP secrets at rest (docs/decisions/0029-totp-secrets-encrypted.md)", () => {
  const stored = async (id: number) =>
    (await env.DB.prepare("SELECT totp_secret FROM admins WHERE id = ?").bind(id).first<{ totp_secret: string | null }>())!
      .totp_secret;

  it("stores the secret sealed, never as the base32 the authenticator reads, and it opens only in its own row", async () => {
    const a = await enrolledAdmin("finance");
    const b = await enrolledAdmin("support");
    const sealed = await stored(a.id);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(a.secret);
    // The sealed value copied into another admin's row does not sign them in.
    await env.DB.prepare("UPDATE admins SET totp_secret = ? WHERE id = ?").bind(sealed, b.id).run();
    await call("/api/admin/logout", { method: "POST", cookie: b.cookie, body: {} });
    const login = await call("/api/admin/login", { method: "POST", body: { username: b.username, password: b.password } });
    expect(await login.json()).toEqual({ totpRequired: true });
    const res = await call("/api/admin/login/totp", {
      method: "POST",
      cookie: sessionCookie(login),
      body: { code: totpCode(a.secret, Date.now() + 30_000) },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "invalid_totp" });
  });

  it("a secret stored before sealing still signs in, and is sealed by that sign-in", async () => {
    const a = await enrolledAdmin("finance");
    await env.DB.prepare("UPDATE admins SET totp_secret = ? WHERE id = ?").bind(a.secret, a.id).run();
    const login = await call("/api/admin/login", { method: "POST", body: { username: a.username, password: a.password } });
    const res = await call("/api/admin/login/totp", {
      method: "POST",
      cookie: sessionCookie(login),
      body: { code: totpCode(a.secret, Date.now() + 30_000) },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await stored(a.id)).toMatch(/^v1\./);
  });
});

describe("POST /api/admin/admins/{id}/totp/reset", () => {
  it("an owner resets a lost second factor: the admin is signed out and must enrol again; audited", async () => {
    const owner = await adminCookie();
    const a = await enrolledAdmin("finance", owner);
    const res = await call(`/api/admin/admins/${a.id}/totp/reset`, { method: "POST", cookie: owner, body: {} });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { admin: { totpEnrolled: boolean } }).admin.totpEnrolled).toBe(false);
    expect((await call("/api/admin/me", { cookie: a.cookie })).status).toBe(401);
    const codes = await env.DB.prepare("SELECT COUNT(*) AS n FROM admin_recovery_codes WHERE admin_id = ?")
      .bind(a.id)
      .first<{ n: number }>();
    expect(codes!.n).toBe(0);
    // The password alone now opens only enrolment.
    const login = await call("/api/admin/login", { method: "POST", body: { username: a.username, password: a.password } });
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login);
    expect((await call("/api/admin/withdrawals", { cookie })).status).toBe(403);
    expect((await call("/api/admin/me/totp", { method: "POST", cookie, body: {} })).status).toBe(200);
    const audit = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'admin.totp_reset' AND target_id = ?")
      .bind(String(a.id))
      .first<{ n: number }>();
    expect(audit!.n).toBe(1);
  });

  it("is the owners' alone, and an unknown admin is 404", async () => {
    const owner = await adminCookie();
    const finance = await enrolledAdmin("finance", owner);
    const support = await enrolledAdmin("support", owner);
    for (const cookie of [finance.cookie, support.cookie]) {
      const res = await call(`/api/admin/admins/${support.id}/totp/reset`, { method: "POST", cookie, body: {} });
      expect(res.status).toBe(403);
    }
    expect((await call("/api/admin/me", { cookie: support.cookie })).status).toBe(200);
    expect((await call("/api/admin/admins/999999/totp/reset", { method: "POST", cookie: owner, body: {} })).status).toBe(404);
  });
});
