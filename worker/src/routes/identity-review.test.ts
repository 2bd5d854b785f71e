/**
 * Staff's review of identity checks (docs/product-rules.md#identity, IDV-4..IDV-6, issue 35
 * section 3): only staff with `identity.review` list checks and open the images, each view
 * audited; approval is a two-person decision whose approval makes tier 2 and tells the
 * investor; a rejection's reason reaches the investor, who may then submit again.
 */
import { env } from "cloudflare:test";
import type { AdminIdentityList, IdentityStatus } from "@app/schema/contracts/identity";
import type { VerificationView } from "@app/schema/contracts/verification";
import { describe, expect, it } from "vitest";
import { adminCookie, approveAsChecker, call, checkerCookie, enrolledAdmin, registerInvestor } from "../../test/helpers";
import { imageBytes, submitIdentity } from "../../test/identity-helpers";

/** A registered investor with a submitted check, and its id. */
async function submitted() {
  const investor = await registerInvestor({ tier: 1 });
  expect((await submitIdentity(investor.cookie)).status).toBe(201);
  const row = await env.DB.prepare("SELECT id FROM identity_checks WHERE user_id = ?")
    .bind(investor.user.id)
    .first<{ id: number }>();
  return { ...investor, checkId: row!.id };
}

const propose = (checkId: number, cookie: string) =>
  call(`/api/admin/identity/${checkId}/propose`, {
    method: "POST",
    cookie,
    body: { reason: "Document and selfie match the legal name" },
  });

const auditCount = async (action: string, userId: number) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = ? AND target_id = ?")
    .bind(action, String(userId))
    .first<{ n: number }>())!.n;

describe("the staff's Identity tab", () => {
  it("lists checks by state and streams an image to staff, auditing every view", async () => {
    const { user, checkId } = await submitted();
    const owner = await adminCookie();
    const list = (await (await call("/api/admin/identity?status=submitted", { cookie: owner })).json()) as AdminIdentityList;
    expect(list.checks.find((c) => c.id === checkId)).toMatchObject({
      userId: user.id,
      status: "submitted",
      openApprovalId: null,
    });
    const approved = (await (await call("/api/admin/identity?status=approved", { cookie: owner })).json()) as AdminIdentityList;
    expect(approved.checks.some((c) => c.id === checkId)).toBe(false);
    expect((await call("/api/admin/identity?status=lost", { cookie: owner })).status).toBe(400);

    for (const [kind, type] of [
      ["document", "image/jpeg"],
      ["selfie", "image/png"],
    ] as const) {
      const res = await call(`/api/admin/identity/${checkId}/files/${kind}`, { cookie: owner });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe(type);
      expect(res.headers.get("Cache-Control")).toMatch(/no-store/);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(imageBytes(type));
    }
    expect(await auditCount("identity.file_view", user.id)).toBe(2);
    expect((await call(`/api/admin/identity/${checkId}/files/passport`, { cookie: owner })).status).toBe(400);
    expect((await call("/api/admin/identity/999999999/files/selfie", { cookie: owner })).status).toBe(404);
  });

  it("keeps the images from investors, anyone signed out and support staff", async () => {
    const { cookie, checkId } = await submitted();
    const other = await registerInvestor({ tier: 1 });
    const support = await enrolledAdmin("support");
    for (const path of [
      `/api/admin/identity/${checkId}/files/document`,
      `/api/admin/identity/${checkId}`,
      "/api/admin/identity",
    ]) {
      expect((await call(path)).status).toBe(401);
      expect((await call(path, { cookie })).status).toBe(401);
      expect((await call(path, { cookie: other.cookie })).status).toBe(401);
      const refused = await call(path, { cookie: support.cookie });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: "role_forbidden" });
    }
    expect((await propose(checkId, support.cookie)).status).toBe(403);
  });
});

describe("deciding an identity check", () => {
  it("needs a second admin: the proposer cannot approve, the checker's approval makes tier 2 and tells the investor", async () => {
    const { cookie, user, checkId } = await submitted();
    const owner = await adminCookie();
    const proposed = await propose(checkId, owner);
    expect(proposed.status, await proposed.clone().text()).toBe(202);
    const { approvalId } = (await proposed.json()) as { approvalId: number };
    expect((await propose(checkId, owner)).status).toBe(409);

    const own = await call(`/api/admin/approvals/${approvalId}/approve`, { method: "POST", cookie: owner, body: {} });
    expect(own.status).toBe(403);
    expect(await own.json()).toMatchObject({ code: "same_admin" });
    expect(((await (await call("/api/user/verification", { cookie })).json()) as VerificationView).tier).toBe(1);

    await approveAsChecker(approvalId, await checkerCookie());
    expect(((await (await call("/api/user/verification", { cookie })).json()) as VerificationView).tier).toBe(2);
    const mine = (await (await call("/api/user/identity", { cookie })).json()) as IdentityStatus;
    expect(mine.check?.status).toBe("approved");
    expect(mine.identityVerifiedAt).not.toBeNull();
    const note = await env.DB.prepare("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND code = 'identity_verified'")
      .bind(user.id)
      .first<{ n: number }>();
    expect(note!.n).toBe(1);
    expect(await auditCount("identity.verify", user.id)).toBe(1);
    const again = await submitIdentity(cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "identity_already_verified" });
  });

  it("rejects with a reason the investor reads, fails the open proposal, and lets them submit again", async () => {
    const { cookie, user, checkId } = await submitted();
    const owner = await adminCookie();
    const { approvalId } = (await (await propose(checkId, owner)).json()) as { approvalId: number };
    const reason = "The selfie is too dark to compare with the document";
    const res = await call(`/api/admin/identity/${checkId}/reject`, { method: "POST", cookie: owner, body: { reason } });
    expect(res.status, await res.clone().text()).toBe(200);
    const approval = await env.DB.prepare("SELECT status FROM approvals WHERE id = ?")
      .bind(approvalId)
      .first<{ status: string }>();
    expect(approval!.status).toBe("failed");
    expect(
      (await call(`/api/admin/identity/${checkId}/reject`, { method: "POST", cookie: owner, body: { reason } })).status,
    ).toBe(409);

    const mine = (await (await call("/api/user/identity", { cookie })).json()) as IdentityStatus;
    expect(mine.check).toMatchObject({ status: "rejected", reason });
    expect(((await (await call("/api/user/verification", { cookie })).json()) as VerificationView).tier).toBe(1);
    expect(await auditCount("identity.reject", user.id)).toBe(1);
    expect((await submitIdentity(cookie)).status).toBe(201);
  });
});
