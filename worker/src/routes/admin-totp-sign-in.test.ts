/**
 * Staff sign-in with a second factor (docs/product-rules.md#admin-roles, ADM-10, ADM-11):
 * RFC 6238 codes after the password, each code accepted once (also when sign-ins race),
 * wrong codes refused and limited like passwords, and recovery codes given once, stored as
 * hashes, each signing in once and audited as such.
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
