/**
 * Staff sign-in with a second factor (docs/product-rules.md#admin-roles): RFC 6238 codes
 * after the password, recovery codes, each code accepted once, attempts limited like
 * passwords, and the enrolment that an admin without a second factor is limited to.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminCookie, call, enrolledAdmin, sessionCookie } from "../../test/helpers";
import { totpCode } from "../lib/totp";

async function passwordStep(username: string, password: string): Promise<string> {
  const res = await call("/api/admin/login", { method: "POST", body: { username, password } });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ totpRequired: true });
  return sessionCookie(res);
}

describe("signing in with a TOTP code", () => {
  it("asks for the code after the password, and the pending session opens nothing until then", async () => {
    const admin = await enrolledAdmin("finance");
    const pending = await passwordStep(admin.username, admin.password);
    expect((await call("/api/admin/me", { cookie: pending })).status).toBe(401);
    expect((await call("/api/admin/withdrawals", { cookie: pending })).status).toBe(401);

    // The enrolment spent the current step: the next step's code (one step of drift) signs in.
    const res = await call("/api/admin/login/totp", {
      method: "POST",
      cookie: pending,
      body: { code: totpCode(admin.secret, Date.now() + 30_000) },
    });
    expect(res.status).toBe(200);
    const { admin: me } = (await res.json()) as { admin: { username: string; role: string; totpEnrolled: boolean } };
    expect(me).toMatchObject({ username: admin.username, role: "finance", totpEnrolled: true });
    const signedIn = sessionCookie(res);
    expect(signedIn).not.toBe(pending);
    expect((await call("/api/admin/withdrawals", { cookie: signedIn })).status).toBe(200);
    // The pending session ended when the code was accepted.
    expect((await call("/api/admin/login/totp", { method: "POST", cookie: pending, body: { code: "123456" } })).status).toBe(401);
  });

  it("refuses a code used once, even in a new sign-in within its 90 seconds", async () => {
    const admin = await enrolledAdmin("support");
    const code = totpCode(admin.secret, Date.now() + 30_000);
    const first = await call("/api/admin/login/totp", {
      method: "POST",
      cookie: await passwordStep(admin.username, admin.password),
      body: { code },
    });
    expect(first.status).toBe(200);
    const again = await call("/api/admin/login/totp", {
      method: "POST",
      cookie: await passwordStep(admin.username, admin.password),
      body: { code },
    });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: "invalid_totp", issues: [{ field: "code" }] });
    // The code enrolment used (the current step) is refused too.
    const enrolmentCode = await call("/api/admin/login/totp", {
      method: "POST",
      cookie: await passwordStep(admin.username, admin.password),
      body: { code: totpCode(admin.secret) },
    });
    expect(enrolmentCode.status).toBe(401);
  });

  it("two sign-ins racing with one code: only one gets in", async () => {
    const admin = await enrolledAdmin("support");
    const code = totpCode(admin.secret, Date.now() + 30_000);
    const cookies = await Promise.all([1, 2, 3, 4].map(() => passwordStep(admin.username, admin.password)));
    const results = await Promise.all(
      cookies.map((cookie) => call("/api/admin/login/totp", { method: "POST", cookie, body: { code } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it("refuses a wrong code and a code of two steps ago; a wrong code names the field", async () => {
    const admin = await enrolledAdmin("support");
    const pending = await passwordStep(admin.username, admin.password);
    for (const code of [totpCode(admin.secret, Date.now() - 60_000), "000000"]) {
      const res = await call("/api/admin/login/totp", { method: "POST", cookie: pending, body: { code } });
      if (code === "000000" && totpCode(admin.secret) === code) continue; // one chance in a million
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: "invalid_totp" });
    }
    const bad = await call("/api/admin/login/totp", { method: "POST", cookie: pending, body: { code: "12ab56" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "invalid_input", issues: [{ field: "code" }] });
    const neither = await call("/api/admin/login/totp", { method: "POST", cookie: pending, body: {} });
    expect(neither.status).toBe(400);
  });

  it("limits wrong codes like wrong passwords: after the limit even the right code waits", async () => {
    const admin = await enrolledAdmin("support");
    const pending = await passwordStep(admin.username, admin.password);
    const right = totpCode(admin.secret, Date.now() + 30_000);
    const wrong = right === "111111" ? "222222" : "111111";
    let limited: Response | undefined;
    for (let i = 0; i < 30 && !limited; i++) {
      const res = await call("/api/admin/login/totp", { method: "POST", cookie: pending, body: { code: wrong } });
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(401);
    }
    expect(limited, "a 429 within 30 wrong codes").toBeDefined();
    expect(await limited!.json()).toMatchObject({ code: "too_many_attempts" });
    const res = await call("/api/admin/login/totp", { method: "POST", cookie: pending, body: { code: right } });
    expect(res.status).toBe(429);
  });
});

describe("recovery codes", () => {
  async function enrolWithCodes() {
    const owner = await adminCookie();
    const username = `rescue-${Date.now().toString(36)}`;
    const password = "staff-password-2026";
    await call("/api/admin/admins", { method: "POST", cookie: owner, body: { username, password, role: "support" } });
    const login = await call("/api/admin/login", { method: "POST", body: { username, password } });
    const enrolling = sessionCookie(login);
    const { secret, otpauthUrl } = (await (
      await call("/api/admin/me/totp", { method: "POST", cookie: enrolling, body: {} })
    ).json()) as {
      secret: string;
      otpauthUrl: string;
    };
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/LionArt:rescue-/);
    const res = await call("/api/admin/me/totp/confirm", { method: "POST", cookie: enrolling, body: { code: totpCode(secret) } });
    expect(res.status).toBe(200);
    const { recoveryCodes } = (await res.json()) as { recoveryCodes: string[] };
    return { username, password, secret, recoveryCodes };
  }

  it("gives ten codes once, stored only as hashes; each signs in once", async () => {
    const admin = await enrolWithCodes();
    expect(admin.recoveryCodes).toHaveLength(10);
    expect(new Set(admin.recoveryCodes).size).toBe(10);
    const stored = await env.DB.prepare(
      "SELECT code_hash FROM admin_recovery_codes WHERE admin_id = (SELECT id FROM admins WHERE username = ?)",
    )
      .bind(admin.username)
      .all<{ code_hash: string }>();
    expect(stored.results).toHaveLength(10);
    for (const { code_hash } of stored.results) {
      expect(code_hash).toMatch(/^sha256\$[0-9a-f]{64}$/);
      for (const code of admin.recoveryCodes) expect(code_hash).not.toContain(code);
    }

    const recoveryCode = admin.recoveryCodes[3]!;
    const first = await call("/api/admin/login/totp", {
      method: "POST",
      cookie: await passwordStep(admin.username, admin.password),
      body: { recoveryCode: recoveryCode.toLowerCase() },
    });
    expect(first.status).toBe(200);
    const again = await call("/api/admin/login/totp", {
      method: "POST",
      cookie: await passwordStep(admin.username, admin.password),
      body: { recoveryCode },
    });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: "invalid_totp", issues: [{ field: "recoveryCode" }] });
    // Another code still works.
    const other = await call("/api/admin/login/totp", {
      method: "POST",
      cookie: await passwordStep(admin.username, admin.password),
      body: { recoveryCode: admin.recoveryCodes[4] },
    });
    expect(other.status).toBe(200);
  });

  it("the audit log says the sign-in used a recovery code, naming the admin", async () => {
    const admin = await enrolWithCodes();
    await call("/api/admin/login/totp", {
      method: "POST",
      cookie: await passwordStep(admin.username, admin.password),
      body: { recoveryCode: admin.recoveryCodes[0] },
    });
    const row = await env.DB.prepare(
      "SELECT admin_username, detail FROM audit_log WHERE action = 'admin.login' AND admin_username = ? ORDER BY id DESC",
    )
      .bind(admin.username)
      .first<{ admin_username: string; detail: string }>();
    expect(row).toEqual({ admin_username: admin.username, detail: JSON.stringify({ secondFactor: "recovery_code" }) });
  });
});

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
