/**
 * Temporary passwords an admin issues at a reset (docs/product-rules.md#temporary-passwords,
 * AUTH-6, AUTH-7, AUTH-14): the session they open reaches only the current user, the
 * password change and logout (tried on every investor route of the app); they open one
 * sign-in, even when sign-ins race, and expire after 24 hours; the reset ends other
 * sessions and holds new withdrawals for 24 hours.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../app";
import { adminCookie, call, depositFor, GOOD_PASSWORD, principalOf, registerInvestor, sessionCookie } from "../../test/helpers";
import { count, freshRegistrationsPerTest, verification, withdraw } from "../../test/money-safety-helpers";

freshRegistrationsPerTest();

describe("temporary passwords (AUTH-7, AUTH-14)", () => {
  async function resetAndSignIn() {
    const investor = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(investor.cookie, 10_000, admin);
    const reset = await call(`/api/admin/users/${investor.user.id}/reset-password`, { method: "POST", cookie: admin });
    const { temporaryPassword } = (await reset.json()) as { temporaryPassword: string };
    const signIn = await call("/api/auth/login", {
      method: "POST",
      body: { phone: investor.phone, password: temporaryPassword },
    });
    expect(signIn.status).toBe(200);
    return { ...investor, admin, temporaryPassword, cookie: sessionCookie(signIn) };
  }

  it("lets a temporary-password session reach only the current user, password change and logout", async () => {
    const { cookie, user } = await resetAndSignIn();
    expect((await call("/api/auth/user", { cookie })).status).toBe(200);
    for (const [path, method, body] of [
      ["/api/user/dashboard", "GET", undefined],
      ["/api/user/statement", "GET", undefined],
      ["/api/investment-cards", "GET", undefined],
      ["/api/deposits/availability", "GET", undefined],
      [
        "/api/transactions/withdraw",
        "POST",
        { accountName: "Awa", accountNumber: "670000001", paymentMethod: "MTN Mobile Money", amount: 3500 },
      ],
      ["/api/deposit-verification", "POST", verification()],
      ["/api/user/referral-balance/transfer", "POST", undefined],
    ] as const) {
      const res = await call(path, { method, cookie, body });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toMatchObject({ code: "password_change_required" });
    }
    expect(await count("SELECT COUNT(*) AS n FROM withdrawal_requests WHERE user_id = ?", user.id)).toBe(0);
    expect((await call("/api/auth/logout", { method: "POST", cookie })).status).toBe(200);
  });

  it("opens one sign-in only", async () => {
    const { phone, temporaryPassword } = await resetAndSignIn();
    const again = await call("/api/auth/login", { method: "POST", body: { phone, password: temporaryPassword } });
    expect(again.status).toBe(401);
  });

  it("expires 24 hours after the reset", async () => {
    const investor = await registerInvestor();
    const admin = await adminCookie();
    const reset = await call(`/api/admin/users/${investor.user.id}/reset-password`, { method: "POST", cookie: admin });
    const { temporaryPassword } = (await reset.json()) as { temporaryPassword: string };
    const expiresAt = await env.DB.prepare("SELECT temp_password_expires_at AS t, password_reset_at AS r FROM users WHERE id = ?")
      .bind(investor.user.id)
      .first<{ t: string; r: string }>();
    expect(Date.parse(expiresAt!.t) - Date.parse(expiresAt!.r)).toBe(24 * 3600_000);
    await env.DB.prepare(
      "UPDATE users SET temp_password_expires_at = strftime('%Y-%m-%dT%H:%M:%fZ','now','-1 second') WHERE id = ?",
    )
      .bind(investor.user.id)
      .run();
    const late = await call("/api/auth/login", { method: "POST", body: { phone: investor.phone, password: temporaryPassword } });
    expect(late.status).toBe(401);
  });

  it("holds new withdrawals for 24 hours after the reset, then opens them again", async () => {
    const { cookie, user, temporaryPassword } = await resetAndSignIn();
    const change = await call("/api/auth/password", {
      method: "POST",
      cookie,
      body: { currentPassword: temporaryPassword, newPassword: "fresh-mango-77" },
    });
    expect(change.status).toBe(200);
    const fresh = sessionCookie(change);
    expect((await call("/api/user/dashboard", { cookie: fresh })).status).toBe(200);
    const held = await withdraw(fresh, 3500);
    expect(held.status).toBe(409);
    const body = (await held.json()) as { code: string; reopensAt: string };
    const resetAt = (await env.DB.prepare("SELECT password_reset_at AS r FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ r: string }>())!.r;
    expect(body.code).toBe("withdrawals_cooling_off");
    expect(Date.parse(body.reopensAt) - Date.parse(resetAt)).toBe(24 * 3600_000);
    expect(await principalOf(fresh)).toBe(10_000);
    await env.DB.prepare(
      "UPDATE users SET password_reset_at = strftime('%Y-%m-%dT%H:%M:%fZ','now','-24 hours','-1 second') WHERE id = ?",
    )
      .bind(user.id)
      .run();
    expect((await withdraw(fresh, 3500)).status).toBe(201);
    expect(GOOD_PASSWORD).not.toBe("fresh-mango-77");
  });
});

describe("temporary passwords, attacked", () => {
  async function reset() {
    const investor = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(investor.cookie, 10_000, admin);
    const res = await call(`/api/admin/users/${investor.user.id}/reset-password`, { method: "POST", cookie: admin });
    const { temporaryPassword } = (await res.json()) as { temporaryPassword: string };
    return { ...investor, admin, temporaryPassword };
  }

  it("opens one sign-in only when two sign-ins with it race", async () => {
    const { phone, temporaryPassword } = await reset();
    const results = await Promise.all(
      [1, 2, 3].map((i) =>
        call("/api/auth/login", {
          method: "POST",
          body: { phone, password: temporaryPassword },
          headers: { "CF-Connecting-IP": `198.51.100.${30 + i}` },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it("ends a session on another device at the reset", async () => {
    const { cookie } = await reset();
    const res = await call("/api/user/dashboard", { cookie });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "session_ended" });
  });

  it("lets a temporary-password session reach no investor route of the app but the three allowed", async () => {
    const { phone, temporaryPassword, user } = await reset();
    const signIn = await call("/api/auth/login", { method: "POST", body: { phone, password: temporaryPassword } });
    const cookie = sessionCookie(signIn);
    const allowed = new Set(["GET /api/auth/user", "POST /api/auth/password", "POST /api/auth/logout"]);
    // Readable signed out (public figures and settings, sign-in and registration).
    const publicRoutes = new Set([
      "GET /api/settings/public",
      "GET /api/transparency",
      "GET /api/transparency/liabilities",
      "GET /api/health", // an uptime monitor's, signed out (docs/product-rules.md#operations, OPS-3)
      "POST /api/auth/login",
      "POST /api/auth/register",
      "POST /api/payments/:provider/callback", // signed by the provider, no session (RAIL-6)
    ]);
    const seen = new Set<string>();
    for (const route of app.routes) {
      const key = `${route.method} ${route.path}`;
      if (
        route.method === "ALL" ||
        !route.path.startsWith("/api/") ||
        route.path.startsWith("/api/admin") ||
        allowed.has(key) ||
        publicRoutes.has(key) ||
        seen.has(key)
      )
        continue;
      seen.add(key);
      const res = await call(route.path.replace(/:id\b/g, "1"), {
        method: route.method,
        cookie,
        body: route.method === "GET" ? undefined : {},
      });
      expect([401, 403, 404], key).toContain(res.status);
      if (res.status !== 404) expect(await res.json(), key).toMatchObject({ code: "password_change_required" });
    }
    expect(seen.size).toBeGreaterThan(8);
    expect(await count("SELECT COUNT(*) AS n FROM withdrawal_requests WHERE user_id = ?", user.id)).toBe(0);
    expect(await principalOf(cookie).catch(() => -1)).toBe(10_000);
  });
});
