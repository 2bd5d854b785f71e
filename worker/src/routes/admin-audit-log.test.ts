/**
 * The audit log names the acting admin of every back-office action (docs/product-rules.md#audit-log,
 * ADM-6): admin accounts created, changed, disabled, enabled and their second factor reset,
 * settings and approval settings saved, proposals made, approved and rejected.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminCookie, call, enrolledAdmin } from "../../test/helpers";
import { approve, proposeFunding, reject } from "../../test/approval-helpers";

describe("the audit log names the acting admin of every back-office action (ADM-6)", () => {
  it("create, role change, disable, enable, TOTP reset, settings, approval settings, propose, approve, reject", async () => {
    const configured = await adminCookie();
    const actor = await enrolledAdmin("owner", configured);
    const checker = await enrolledAdmin("finance", configured);
    const from = (await env.DB.prepare("SELECT COALESCE(MAX(id), 0) AS id FROM audit_log").first<{ id: number }>())!.id;
    const ok = async (res: Promise<Response>, status = 200) => {
      const r = await res;
      expect(r.status, await r.clone().text()).toBe(status);
      return r;
    };
    const staff = `audited-${Date.now().toString(36)}`;
    const created = await ok(
      call("/api/admin/admins", {
        method: "POST",
        cookie: actor.cookie,
        body: { username: staff, password: "staff-password-2026", role: "support" },
      }),
      201,
    );
    const staffId = ((await created.json()) as { admin: { id: number } }).admin.id;
    await ok(call(`/api/admin/admins/${staffId}`, { method: "PATCH", cookie: actor.cookie, body: { role: "finance" } }));
    await ok(call(`/api/admin/admins/${staffId}`, { method: "PATCH", cookie: actor.cookie, body: { disabled: true } }));
    await ok(call(`/api/admin/admins/${staffId}`, { method: "PATCH", cookie: actor.cookie, body: { disabled: false } }));
    await ok(call(`/api/admin/admins/${staffId}/totp/reset`, { method: "POST", cookie: actor.cookie, body: {} }));
    await ok(call("/api/admin/settings", { method: "POST", cookie: actor.cookie, body: { operatorLegalName: "LionArt SARL" } }));
    await ok(
      call("/api/admin/approval-settings", {
        method: "PUT",
        cookie: actor.cookie,
        body: { approvalThresholdXaf: 100_000, selfApprovalAllowed: false },
      }),
    );
    const approved = await proposeFunding(actor.cookie, 10_000);
    const rejected = await proposeFunding(actor.cookie, 10_000);
    await ok(approve(approved, checker.cookie));
    await ok(reject(rejected, checker.cookie));

    const { results } = await env.DB.prepare(
      "SELECT action, admin_id, admin_username, target_type, target_id FROM audit_log WHERE id > ? ORDER BY id",
    )
      .bind(from)
      .all<{ action: string; admin_id: number; admin_username: string; target_type: string | null; target_id: string | null }>();
    const by = (who: { id: number; username: string }) => ({ admin_id: who.id, admin_username: who.username });
    const expected: [string, { id: number; username: string }, string | null][] = [
      ["admin.create", actor, staff],
      ["admin.update", actor, String(staffId)],
      ["admin.update", actor, String(staffId)],
      ["admin.update", actor, String(staffId)],
      ["admin.totp_reset", actor, String(staffId)],
      ["settings.update", actor, null],
      ["settings.approvals", actor, null],
      ["approval.propose", actor, String(approved)],
      ["approval.propose", actor, String(rejected)],
      ["approval.approve", checker, String(approved)],
      ["reserve.fund", checker, expect.any(String) as unknown as string],
      ["approval.reject", checker, String(rejected)],
    ];
    expect(results).toEqual(
      expected.map(([action, who, target]) => expect.objectContaining({ action, ...by(who), target_id: target })),
    );
  });
});
