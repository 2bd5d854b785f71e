/**
 * Back-office actions raced (docs/product-rules.md#admin-roles, ADM-9, ADM-11): two owners
 * disabling each other at the same moment leave one enabled owner, and one recovery code
 * sent by four sign-ins at once lets one in.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { totpCode } from "../lib/totp";
import { adminCookie, call, enrolledAdmin, sessionCookie } from "../../test/helpers";
import { configuredAdmin } from "../../test/approval-helpers";

describe("the last owner (ADM-9)", () => {
  it("two owners disabling each other at the same moment leave one enabled owner", async () => {
    const configured = await adminCookie();
    const second = await enrolledAdmin("owner", configured);
    const me = await configuredAdmin();
    // Leave exactly two enabled owners: the configured one and `second`.
    await env.DB.prepare(
      "UPDATE admins SET disabled_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE role = 'owner' AND id NOT IN (?, ?)",
    )
      .bind(me.id, second.id)
      .run();
    const [a, b] = await Promise.all([
      call(`/api/admin/admins/${second.id}`, { method: "PATCH", cookie: configured, body: { disabled: true } }),
      call(`/api/admin/admins/${me.id}`, { method: "PATCH", cookie: second.cookie, body: { disabled: true } }),
    ]);
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    const owners = await env.DB.prepare("SELECT COUNT(*) AS n FROM admins WHERE role = 'owner' AND disabled_at IS NULL").first<{
      n: number;
    }>();
    expect(owners?.n).toBe(1);
    await env.DB.prepare("UPDATE admins SET disabled_at = NULL WHERE id = ?").bind(me.id).run();
  });
});

describe("codes spent twice at once (ADM-11)", () => {
  it("one recovery code sent by four sign-ins at once lets one in", async () => {
    const owner = await adminCookie();
    const username = `rescue-race-${Date.now().toString(36)}`;
    const password = "staff-password-2026";
    await call("/api/admin/admins", { method: "POST", cookie: owner, body: { username, password, role: "support" } });
    const enrolling = sessionCookie(await call("/api/admin/login", { method: "POST", body: { username, password } }));
    const { secret } = (await (await call("/api/admin/me/totp", { method: "POST", cookie: enrolling, body: {} })).json()) as {
      secret: string;
    };
    const confirmed = await call("/api/admin/me/totp/confirm", {
      method: "POST",
      cookie: enrolling,
      body: { code: totpCode(secret) },
    });
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
    const pending = await Promise.all(
      [1, 2, 3, 4].map(async () =>
        sessionCookie(await call("/api/admin/login", { method: "POST", body: { username, password } })),
      ),
    );
    const results = await Promise.all(
      pending.map((cookie) =>
        call("/api/admin/login/totp", { method: "POST", cookie, body: { recoveryCode: recoveryCodes[0] } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401, 401]);
  });
});
