/**
 * What an approval finds when it runs (docs/product-rules.md#approvals, APR-6): another
 * decision got there first (approve racing reject: one wins, money moves only for an
 * approval), or a precondition changed meanwhile (the proposer disabled, the investor
 * suspended or erased, the withdrawal already being paid or approved by one admin after
 * the threshold was raised): the proposal fails and nothing moves.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminCookie, call, checkerCookie, enrolledAdmin, expectLedgerConsistent, registerInvestor } from "../../test/helpers";
import {
  approvalRow,
  approve,
  approveWithdrawal,
  holdOf,
  investorWithdrawing,
  proposeFunding,
  reject,
  reserve,
  transfersKeyed,
  trialBalanceTotal,
  withdrawalRow,
} from "../../test/approval-helpers";

describe("approve racing reject", () => {
  it("ten approvals and ten rejections at once: one decision wins, money moves only if it is an approval", async () => {
    const owner = await adminCookie();
    const a = await checkerCookie();
    const b = (await enrolledAdmin("owner", owner)).cookie;
    const before = await reserve();
    const id = await proposeFunding(owner, 12_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? approve(id, i % 4 === 1 ? a : b) : reject(id, i % 4 === 0 ? a : b))),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    for (const refused of answers.filter((r) => r.status !== 200))
      expect(await refused.json()).toMatchObject({ code: "approval_decided" });
    const final = (await approvalRow(id))!.status;
    expect(["approved", "rejected"]).toContain(final);
    expect(await reserve()).toBe(final === "approved" ? before + 12_000 : before);
    const audit = await env.DB.prepare(
      "SELECT action, COUNT(*) AS n FROM audit_log WHERE target_type = 'approval' AND target_id = ? AND action <> 'approval.propose' GROUP BY action",
    )
      .bind(String(id))
      .all<{ action: string; n: number }>();
    expect(audit.results).toEqual([{ action: final === "approved" ? "approval.approve" : "approval.reject", n: 1 }]);
    expect(await trialBalanceTotal(owner)).toBe(0);
    await expectLedgerConsistent();
  });
});

describe("a precondition that changed before the approval (APR-6)", () => {
  it("a proposal whose proposer was disabled meanwhile: 409 proposer_disabled, the proposal fails, nothing moves", async () => {
    const owner = await adminCookie();
    const maker = await enrolledAdmin("finance", owner);
    const checker = await enrolledAdmin("finance", owner);
    const id = await proposeFunding(maker.cookie, 15_000);
    const before = await reserve();
    // The maker's account is disabled (left the company, or suspected): their proposals die with it.
    await call(`/api/admin/admins/${maker.id}`, { method: "PATCH", cookie: owner, body: { disabled: true } });
    const res = await approve(id, checker.cookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "proposer_disabled" });
    expect(await reserve()).toBe(before);
    expect(await approvalRow(id)).toMatchObject({ status: "failed" });
    // Enabling the maker again does not revive it.
    await call(`/api/admin/admins/${maker.id}`, { method: "PATCH", cookie: owner, body: { disabled: false } });
    const again = await approve(id, checker.cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "approval_decided" });
    expect(await reserve()).toBe(before);
  });

  it("a withdrawal whose investor was suspended meanwhile: 409, the proposal fails, nothing is paid", async () => {
    const owner = await adminCookie();
    const { user, id } = await investorWithdrawing(owner, 200_000, 150_000);
    const proposed = await approveWithdrawal(id, owner);
    expect(proposed.status).toBe(202);
    const { approvalId } = (await proposed.json()) as { approvalId: number };
    const support = await enrolledAdmin("support", owner);
    const off = await call(`/api/admin/users/${user.id}/suspend`, {
      method: "PUT",
      cookie: support.cookie,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);

    const late = await approve(approvalId, await checkerCookie());
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: "user_suspended" });
    expect(await transfersKeyed(`withdrawal_payout:${id}`)).toBe(0);
    expect((await withdrawalRow(id))?.status).toBe("pending");
    expect(await holdOf(user.id)).toBe(150_000);
    expect(await approvalRow(approvalId)).toMatchObject({ status: "failed", failure: expect.stringMatching(/suspended/i) });
    // Rejecting still gives the hold back.
    const rejected = await call(`/api/admin/withdrawals/${id}/reject`, {
      method: "PUT",
      cookie: owner,
      body: { adminNotes: "Account suspended" },
    });
    expect(rejected.status).toBe(200);
    expect(await holdOf(user.id)).toBe(0);
    await expectLedgerConsistent();
  });

  it("a withdrawal already being paid by the provider (processing): 409 already_decided, the proposal fails, nothing more is paid", async () => {
    const owner = await adminCookie();
    const { user, id } = await investorWithdrawing(owner, 200_000, 150_000);
    const { approvalId } = (await (await approveWithdrawal(id, owner)).json()) as { approvalId: number };
    // As an automatic payout leaves it (docs/product-rules.md#automatic-rails): the hold waits for the provider.
    await env.DB.prepare("UPDATE withdrawal_requests SET status = 'processing' WHERE id = ?").bind(id).run();
    const late = await approve(approvalId, await checkerCookie());
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: "already_decided" });
    expect(await approvalRow(approvalId)).toMatchObject({ status: "failed" });
    expect(await transfersKeyed(`withdrawal_payout:${id}`)).toBe(0);
    expect(await holdOf(user.id)).toBe(150_000);
    await expectLedgerConsistent();
  });

  it("a balance adjustment of an investor erased meanwhile: 409 user_deleted, the proposal fails, nothing is credited", async () => {
    const owner = await adminCookie();
    const { user } = await registerInvestor();
    const res = await call(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: owner,
      body: {
        fullName: "Test Investor",
        phone: user.phone,
        mobileMoneyService: "MTN Mobile Money",
        isActive: true,
        principalBalance: "1500",
        expectedPrincipalBalance: "0",
        reason: "Goodwill credit after outage",
      },
    });
    expect(res.status).toBe(202);
    const { approvalId } = (await res.json()) as { approvalId: number };
    expect((await call(`/api/admin/users/${user.id}`, { method: "DELETE", cookie: owner })).status).toBe(200);

    const late = await approve(approvalId, await checkerCookie());
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: "user_deleted" });
    expect(await transfersKeyed(`adjustment:approval-${approvalId}:%`)).toBe(0);
    expect(await approvalRow(approvalId)).toMatchObject({ status: "failed" });
    const open = (await (await call("/api/admin/approvals", { cookie: owner })).json()) as { approvals: { id: number }[] };
    expect(open.approvals.map((a) => a.id)).not.toContain(approvalId);
    await expectLedgerConsistent();
  });

  it("a withdrawal approved by one admin after the threshold was raised closes its open proposal in the same batch", async () => {
    const owner = await adminCookie();
    const { id } = await investorWithdrawing(owner, 200_000, 150_000);
    const { approvalId } = (await (await approveWithdrawal(id, owner)).json()) as { approvalId: number };
    const raise = (approvalThresholdXaf: number) =>
      call("/api/admin/approval-settings", {
        method: "PUT",
        cookie: owner,
        body: { approvalThresholdXaf, selfApprovalAllowed: false },
      });
    expect((await raise(200_000)).status).toBe(200);
    try {
      const alone = await approveWithdrawal(id, owner);
      expect(alone.status, await alone.clone().text()).toBe(200);
      expect(await approvalRow(approvalId)).toMatchObject({ status: "failed" });
      const late = await approve(approvalId, await checkerCookie());
      expect(late.status).toBe(409);
      expect(await late.json()).toMatchObject({ code: "approval_decided" });
      expect(await transfersKeyed(`withdrawal_payout:${id}`)).toBe(1);
    } finally {
      await raise(100_000);
    }
    await expectLedgerConsistent();
  });
});
