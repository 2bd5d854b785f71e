/**
 * Who may decide a two-person approval, tried as an attacker would (docs/product-rules.md#approvals,
 * APR-4, APR-7; #admin-roles): the proposer never approves their own proposal by another
 * session, after being disabled and enabled again or under another letter case of their
 * name; a disabled admin's open session cannot approve; self-approval only in development
 * with the setting on; the action's own role checked past the route guard.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AdminRow } from "../services/admins/accounts";
import { carryOut } from "../services/approvals/carry-out";
import { approve as approveAs } from "../services/approvals/decide";
import { approvalSettings, saveApprovalSettings } from "../services/approvals/settings";
import { totpCode } from "../lib/totp";
import { adminCookie, call, enrolledAdmin, expectLedgerConsistent, sessionCookie } from "../../test/helpers";
import { approvalRow, approve, configuredAdmin, proposeFunding, reject, reserve } from "../../test/approval-helpers";

describe("the proposer never approves their own proposal", () => {
  it("not from another session of theirs, nor after being disabled and enabled again; their name cannot be re-created", async () => {
    const owner = await adminCookie();
    const maker = await enrolledAdmin("finance", owner);
    const before = await reserve();
    const id = await proposeFunding(maker.cookie, 10_000);

    // A second sign-in of the same admin (password, then the next code).
    const login = await call("/api/admin/login", {
      method: "POST",
      body: { username: maker.username, password: maker.password },
    });
    const second = await call("/api/admin/login/totp", {
      method: "POST",
      cookie: sessionCookie(login),
      body: { code: totpCode(maker.secret, Date.now() + 30_000) },
    });
    expect(second.status).toBe(200);
    const own = await approve(id, sessionCookie(second));
    expect(own.status).toBe(403);
    expect(await own.json()).toMatchObject({ code: "same_admin" });

    // The same name in other letter cases is the same account (ADM-7): its password stage passes, and
    // cannot be created again.
    const upper = await call("/api/admin/login", {
      method: "POST",
      body: { username: maker.username.toUpperCase(), password: maker.password },
    });
    expect(upper.status).toBe(200);
    expect(await upper.json()).toMatchObject({ totpRequired: true });
    await call(`/api/admin/admins/${maker.id}`, { method: "PATCH", cookie: owner, body: { disabled: true } });
    const again = await call("/api/admin/admins", {
      method: "POST",
      cookie: owner,
      body: { username: maker.username.toUpperCase(), password: "another-password-2026", role: "finance" },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "username_taken" });

    // Enabled again, signed in afresh a minute later (the steps used so far are behind it): still the proposer.
    await call(`/api/admin/admins/${maker.id}`, { method: "PATCH", cookie: owner, body: { disabled: false } });
    await env.DB.prepare("UPDATE admins SET totp_last_step = totp_last_step - 2 WHERE id = ?").bind(maker.id).run();
    const back = await call("/api/admin/login", { method: "POST", body: { username: maker.username, password: maker.password } });
    const full = await call("/api/admin/login/totp", {
      method: "POST",
      cookie: sessionCookie(back),
      body: { code: totpCode(maker.secret) },
    });
    expect(full.status, await full.clone().text()).toBe(200);
    expect((await approve(id, sessionCookie(full))).status).toBe(403);

    expect(await reserve()).toBe(before);
    expect((await approvalRow(id))?.status).toBe("proposed");
  });

  it("a disabled admin's open session cannot approve: refused at once, nothing moves", async () => {
    const owner = await adminCookie();
    const checker = await enrolledAdmin("finance", owner);
    const id = await proposeFunding(owner, 10_000);
    const before = await reserve();
    await call(`/api/admin/admins/${checker.id}`, { method: "PATCH", cookie: owner, body: { disabled: true } });
    const res = await approve(id, checker.cookie);
    expect(res.status).toBe(401);
    expect(await reserve()).toBe(before);
    expect((await approvalRow(id))?.status).toBe("proposed");
  });
});

describe("self-approval (APR-7)", () => {
  const dev = { DB: env.DB, APP_ENV: "development" };

  it("in development with the setting on, the single admin approves their own proposal; with it off, same_admin", async () => {
    const owner = await adminCookie();
    const me = await configuredAdmin();
    const before = await reserve();
    const id = await proposeFunding(owner, 7_000);
    await expect(approveAs(dev, me, id, carryOut(env.DB, id))).rejects.toMatchObject({ code: "same_admin" });

    expect(await saveApprovalSettings(dev, me, { approvalThresholdXaf: 100_000, selfApprovalAllowed: true })).toMatchObject({
      selfApprovalAllowed: true,
      selfApprovalAvailable: true,
    });
    const approved = await approveAs(dev, me, id, carryOut(env.DB, id));
    expect(approved).toMatchObject({ status: "approved", decidedBy: { id: me.id } });
    expect(await reserve()).toBe(before + 7_000);
    await saveApprovalSettings(dev, me, { approvalThresholdXaf: 100_000, selfApprovalAllowed: false });
    await expectLedgerConsistent();
  });

  it("outside development it is refused, and a stored 'on' is ignored", async () => {
    const owner = await adminCookie();
    const refused = await call("/api/admin/approval-settings", {
      method: "PUT",
      cookie: owner,
      body: { approvalThresholdXaf: 100_000, selfApprovalAllowed: true },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "invalid_input", issues: [{ field: "selfApprovalAllowed" }] });

    // Turned on while the database served a development Worker, then deployed as APP_ENV=test.
    await saveApprovalSettings({ DB: env.DB, APP_ENV: "development" }, await configuredAdmin(), {
      approvalThresholdXaf: 100_000,
      selfApprovalAllowed: true,
    });
    expect(await approvalSettings({ DB: env.DB, APP_ENV: "production" })).toMatchObject({ selfApprovalAllowed: false });
    expect(await (await call("/api/admin/approval-settings", { cookie: owner })).json()).toMatchObject({
      selfApprovalAllowed: false,
    });
    const before = await reserve();
    const id = await proposeFunding(owner, 10_000);
    const own = await approve(id, owner);
    expect(own.status).toBe(403);
    expect(await own.json()).toMatchObject({ code: "same_admin" });
    await expect(
      approveAs({ DB: env.DB, APP_ENV: "production" }, await configuredAdmin(), id, carryOut(env.DB, id)),
    ).rejects.toMatchObject({ code: "same_admin" });
    expect(await reserve()).toBe(before);
    await saveApprovalSettings({ DB: env.DB, APP_ENV: "development" }, await configuredAdmin(), {
      approvalThresholdXaf: 100_000,
      selfApprovalAllowed: false,
    });
  });
});

describe("who may decide", () => {
  it("the approval itself requires the action's own role, not only the approvals route's", async () => {
    const owner = await adminCookie();
    const support = await enrolledAdmin("support", owner);
    const supportRow = (await env.DB.prepare("SELECT * FROM admins WHERE id = ?").bind(support.id).first<AdminRow>())!;
    const id = await proposeFunding(owner, 10_000);
    const before = await reserve();
    // Called past the route guard (as a route added later, or a cron, might): still refused.
    await expect(approveAs(env, supportRow, id, carryOut(env.DB, id))).rejects.toMatchObject({ code: "role_forbidden" });
    expect(await reserve()).toBe(before);
    expect((await approvalRow(id))?.status).toBe("proposed");
  });

  it("a support admin can neither approve nor reject; the proposal stays open and nothing moves", async () => {
    const owner = await adminCookie();
    const support = await enrolledAdmin("support", owner);
    const id = await proposeFunding(owner, 10_000);
    const before = await reserve();
    for (const res of [await approve(id, support.cookie), await reject(id, support.cookie)]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: "role_forbidden" });
    }
    expect(await reserve()).toBe(before);
    expect((await approvalRow(id))?.status).toBe("proposed");
  });
});
