/**
 * Staff accounts for owners, and admin sessions (docs/product-rules.md#admin-roles,
 * #admin-sessions): create with a role, list, change a role, disable (signed out at
 * once), the last owner kept, the audit log naming the acting admin, idle and absolute
 * session limits, and 'Sign out everywhere'.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminCookie, call, enrolledAdmin, registerInvestor, sessionIdHash } from "../../test/helpers";

describe("owners manage admins", () => {
  it("creates an admin with a role, lists it without any secret, and refuses a taken username", async () => {
    const owner = await adminCookie();
    const username = `Kamga.${Date.now().toString(36)}`;
    const res = await call("/api/admin/admins", {
      method: "POST",
      cookie: owner,
      body: { username, password: "staff-password-2026", role: "finance" },
    });
    expect(res.status).toBe(201);
    expect((await res.json()) as unknown).toMatchObject({
      admin: { username, role: "finance", disabled: false, totpEnrolled: false },
    });
    const list = await call("/api/admin/admins", { cookie: owner });
    const text = await list.text();
    expect(text).not.toMatch(/password|scrypt|secret/i);
    expect((JSON.parse(text) as { admins: { username: string }[] }).admins.map((a) => a.username)).toContain(username);

    const taken = await call("/api/admin/admins", {
      method: "POST",
      cookie: owner,
      body: { username: username.toUpperCase(), password: "staff-password-2026", role: "support" },
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: "username_taken", issues: [{ field: "username" }] });
  });

  it("refuses bad input naming the field, creating nothing", async () => {
    const owner = await adminCookie();
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM admins").first<{ n: number }>();
    for (const [body, field] of [
      [{ username: "ab", password: "staff-password-2026", role: "finance" }, "username"],
      [{ username: "has space", password: "staff-password-2026", role: "finance" }, "username"],
      [{ username: "valid-name", password: "short", role: "finance" }, "password"],
      [{ username: "valid-name", password: "staff-password-2026", role: "root" }, "role"],
      [{ username: "valid-name", password: "staff-password-2026" }, "role"],
    ] as const) {
      const res = await call("/api/admin/admins", { method: "POST", cookie: owner, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = (await res.json()) as { code: string; issues: { field: string }[] };
      expect(json.code).toBe("invalid_input");
      expect(json.issues.map((i) => i.field)).toContain(field);
    }
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM admins").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
    const patch = await call("/api/admin/admins/1", { method: "PATCH", cookie: owner, body: {} });
    expect(patch.status).toBe(400);
    const missing = await call("/api/admin/admins/999999", { method: "PATCH", cookie: owner, body: { role: "support" } });
    expect(missing.status).toBe(404);
  });

  it("a new role takes effect on the admin's next request", async () => {
    const owner = await adminCookie();
    const staff = await enrolledAdmin("support", owner);
    expect((await call("/api/admin/reserve", { method: "POST", cookie: staff.cookie, body: {} })).status).toBe(403);
    const res = await call(`/api/admin/admins/${staff.id}`, { method: "PATCH", cookie: owner, body: { role: "finance" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ admin: { role: "finance" } });
    expect((await call("/api/admin/reserve", { method: "POST", cookie: staff.cookie, body: {} })).status).toBe(400);
  });

  it("disabling signs the admin out at once and answers their right password exactly as a wrong one; enabling lets them sign in again", async () => {
    const owner = await adminCookie();
    const staff = await enrolledAdmin("finance", owner);
    expect((await call("/api/admin/me", { cookie: staff.cookie })).status).toBe(200);
    const off = await call(`/api/admin/admins/${staff.id}`, { method: "PATCH", cookie: owner, body: { disabled: true } });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ admin: { disabled: true } });
    expect((await call("/api/admin/me", { cookie: staff.cookie })).status).toBe(401);
    const login = await call("/api/admin/login", {
      method: "POST",
      body: { username: staff.username, password: staff.password },
    });
    const wrong = await call("/api/admin/login", {
      method: "POST",
      body: { username: staff.username, password: `${staff.password}-wrong` },
    });
    // Nothing tells a guesser that the password was right.
    expect(login.status).toBe(401);
    expect(await login.json()).toEqual(await wrong.json());
    expect(wrong.status).toBe(401);

    await call(`/api/admin/admins/${staff.id}`, { method: "PATCH", cookie: owner, body: { disabled: false } });
    const back = await call("/api/admin/login", { method: "POST", body: { username: staff.username, password: staff.password } });
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({ totpRequired: true });
    // The session disabling ended stays ended.
    expect((await call("/api/admin/me", { cookie: staff.cookie })).status).toBe(401);
  });

  it("signs in whatever the case of the username, as usernames are unique regardless of case", async () => {
    const owner = await adminCookie();
    const staff = await enrolledAdmin("finance", owner);
    const upper = await call("/api/admin/login", {
      method: "POST",
      body: { username: `  ${staff.username.toUpperCase()} `, password: staff.password },
    });
    expect(upper.status).toBe(200);
    expect(await upper.json()).toEqual({ totpRequired: true });
  });

  it("the last owner can be neither demoted nor disabled, even by two owners at once", async () => {
    const configured = await adminCookie();
    const second = await enrolledAdmin("owner", configured);
    const { admins } = (await (await call("/api/admin/admins", { cookie: configured })).json()) as {
      admins: { id: number; role: string; disabled: boolean; username: string }[];
    };
    // Leave exactly two enabled owners: the configured one and `second`.
    for (const a of admins) {
      if (a.role === "owner" && !a.disabled && a.id !== second.id && a.username !== env.ADMIN_USERNAME) {
        expect(
          (await call(`/api/admin/admins/${a.id}`, { method: "PATCH", cookie: configured, body: { disabled: true } })).status,
        ).toBe(200);
      }
    }
    const configuredId = admins.find((a) => a.username === env.ADMIN_USERNAME)!.id;
    // Each owner demotes the other at the same moment: one succeeds, one is refused.
    const [a, b] = await Promise.all([
      call(`/api/admin/admins/${second.id}`, { method: "PATCH", cookie: configured, body: { role: "support" } }),
      call(`/api/admin/admins/${configuredId}`, { method: "PATCH", cookie: second.cookie, body: { role: "finance" } }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[1]).toBeGreaterThanOrEqual(403);
    const owners = await env.DB.prepare("SELECT COUNT(*) AS n FROM admins WHERE role = 'owner' AND disabled_at IS NULL").first<{
      n: number;
    }>();
    expect(owners?.n).toBe(1);

    const last = await env.DB.prepare("SELECT id FROM admins WHERE role = 'owner' AND disabled_at IS NULL").first<{
      id: number;
    }>();
    const ownerCookie = last!.id === configuredId ? configured : second.cookie;
    for (const body of [{ disabled: true }, { role: "support" }]) {
      const res = await call(`/api/admin/admins/${last!.id}`, { method: "PATCH", cookie: ownerCookie, body });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: "last_owner" });
    }
    // Put the configured admin back as an owner for the other tests of this file.
    await env.DB.prepare("UPDATE admins SET role = 'owner', disabled_at = NULL WHERE id = ?").bind(configuredId).run();
  });

  it("the audit log names the acting admin", async () => {
    const owner = await adminCookie();
    const finance = await enrolledAdmin("finance", owner);
    const fund = await call("/api/admin/reserve", {
      method: "POST",
      cookie: finance.cookie,
      body: { amount: 5000, note: "opening float", requestId: crypto.randomUUID() },
    });
    expect(fund.status).toBe(202);
    const proposed = await env.DB.prepare(
      "SELECT admin_id, admin_username FROM audit_log WHERE action = 'approval.propose' ORDER BY id DESC",
    ).first<{ admin_id: number; admin_username: string }>();
    expect(proposed).toEqual({ admin_id: finance.id, admin_username: finance.username });
    // The owner approves: the funding itself is recorded under the owner's name.
    const { approvalId } = (await fund.json()) as { approvalId: number };
    expect((await call(`/api/admin/approvals/${approvalId}/approve`, { method: "POST", cookie: owner, body: {} })).status).toBe(
      200,
    );
    const funded = await env.DB.prepare(
      "SELECT admin_username FROM audit_log WHERE action = 'reserve.fund' ORDER BY id DESC",
    ).first<{ admin_username: string }>();
    expect(funded?.admin_username).toBe(env.ADMIN_USERNAME);
    const created = await env.DB.prepare("SELECT admin_username FROM audit_log WHERE action = 'admin.create' AND target_id = ?")
      .bind(finance.username)
      .first<{ admin_username: string }>();
    expect(created?.admin_username).toBe(env.ADMIN_USERNAME);
  });
});

describe("admin sessions", () => {
  async function setSessionTimes(cookie: string, sql: string) {
    await env.DB.prepare(`UPDATE admin_sessions SET ${sql} WHERE id_hash = ?`)
      .bind(await sessionIdHash(cookie))
      .run();
  }

  it("end after 30 idle minutes; activity keeps them alive", async () => {
    const staff = await enrolledAdmin("support");
    await setSessionTimes(staff.cookie, `last_seen_ms = ${Date.now() - 29 * 60_000}`);
    expect((await call("/api/admin/me", { cookie: staff.cookie })).status).toBe(200);
    await setSessionTimes(staff.cookie, `last_seen_ms = ${Date.now() - 31 * 60_000}`);
    expect((await call("/api/admin/me", { cookie: staff.cookie })).status).toBe(401);
  });

  it("end 12 hours after sign-in however active", async () => {
    const staff = await enrolledAdmin("support");
    await setSessionTimes(staff.cookie, `created_ms = ${Date.now() - 12 * 3600_000 - 1000}`);
    expect((await call("/api/admin/me", { cookie: staff.cookie })).status).toBe(401);
  });

  it("'Sign out everywhere' ends every session of that admin only", async () => {
    const owner = await adminCookie();
    const staff = await enrolledAdmin("finance", owner);
    const other = await enrolledAdmin("finance", owner);
    // A second session of the same admin (recovery code would do too; here the helper's owner).
    const ownerTwo = await adminCookie();
    const res = await call("/api/admin/me/sessions/revoke", { method: "POST", cookie: owner, body: {} });
    expect(res.status).toBe(200);
    expect((await call("/api/admin/me", { cookie: owner })).status).toBe(401);
    expect((await call("/api/admin/me", { cookie: ownerTwo })).status).toBe(401);
    expect((await call("/api/admin/me", { cookie: staff.cookie })).status).toBe(200);
    expect((await call("/api/admin/me", { cookie: other.cookie })).status).toBe(200);
  });

  it("an investor session never opens an admin route, nor an admin session an investor one", async () => {
    const investor = await registerInvestor();
    const staff = await enrolledAdmin("owner");
    expect((await call("/api/admin/admins", { cookie: investor.cookie })).status).toBe(401);
    expect((await call("/api/user/dashboard", { cookie: staff.cookie })).status).toBe(401);
  });
});
