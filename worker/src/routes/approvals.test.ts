/**
 * Two-person approval (docs/product-rules.md#approvals): balance adjustments, reserve
 * fundings and large or new-number withdrawal approvals are proposals that move nothing;
 * a different admin's approval carries them out once, even when 20 arrive at once; a
 * rejection moves nothing; a precondition that changed meanwhile fails the proposal.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  adminCookie,
  call,
  checkerCookie,
  depositFor,
  enrolledAdmin,
  expectLedgerConsistent,
  newPhone,
  principalOf,
  registerInvestor,
} from "../../test/helpers";
import {
  approve,
  approveWithdrawal,
  investorWithdrawing,
  proposeFunding,
  reserve,
  transfersKeyed,
  withdraw,
} from "../../test/approval-helpers";

/**
 * The trial balance as the operator reads it (GET /api/admin/ledger/trial-balance): it
 * must sum to 0 (docs/product-rules.md#ledger); returns each account's balance (XAF).
 */
const trialBalance = async (cookie: string) => {
  const res = await call("/api/admin/ledger/trial-balance", { cookie });
  expect(res.status).toBe(200);
  const tb = (await res.json()) as { accounts: { accountId: string; balanceXaf: number }[]; totalXaf: number };
  expect(tb.totalXaf).toBe(0);
  return Object.fromEntries(tb.accounts.map((a) => [a.accountId, a.balanceXaf]));
};

describe("reserve funding is a proposal", () => {
  it("moves nothing until a second admin approves; the proposer cannot approve it (403 same_admin)", async () => {
    const owner = await adminCookie();
    const before = await reserve();
    const books = await trialBalance(owner);
    const id = await proposeFunding(owner, 25_000);
    expect(await reserve()).toBe(before);
    // The proposal moved no account: the trial balance is 0 and every balance as it was.
    expect(await trialBalance(owner)).toEqual(books);

    const own = await approve(id, owner);
    expect(own.status).toBe(403);
    expect(await own.json()).toMatchObject({ code: "same_admin" });
    expect(await reserve()).toBe(before);

    const list = (await (await call("/api/admin/approvals", { cookie: owner })).json()) as {
      approvals: { id: number; kind: string; amountXaf: number; reason: string; proposedBy: { username: string } }[];
      proposedCount: number;
    };
    expect(list.proposedCount).toBeGreaterThanOrEqual(1);
    expect(list.approvals).toContainEqual(
      expect.objectContaining({ id, kind: "reserve_funding", amountXaf: 25_000, reason: "Rental income, November" }),
    );

    const checker = await checkerCookie();
    const ok = await approve(id, checker);
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(((await ok.json()) as { approval: { status: string } }).approval.status).toBe("approved");
    expect(await reserve()).toBe(before + 25_000);
    const after = await trialBalance(owner);
    expect(after.returns_reserve).toBe(books.returns_reserve! + 25_000);
    expect(after.operator_capital).toBe(books.operator_capital! - 25_000);
    await expectLedgerConsistent();
  });

  it("20 concurrent approvals post once", async () => {
    const owner = await adminCookie();
    const checker = await checkerCookie();
    const other = (await enrolledAdmin("finance")).cookie;
    const before = await reserve();
    const books = await trialBalance(owner);
    const id = await proposeFunding(owner, 40_000);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => approve(id, i % 2 ? checker : other)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(await reserve()).toBe(before + 40_000);
    const audit = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'approval.approve' AND target_id = ?")
      .bind(String(id))
      .first<{ n: number }>();
    expect(audit!.n).toBe(1);
    const after = await trialBalance(owner);
    expect(after.returns_reserve).toBe(books.returns_reserve! + 40_000);
    expect(after.operator_capital).toBe(books.operator_capital! - 40_000);
    await expectLedgerConsistent();
  });

  it("rejecting needs a note and moves nothing; a rejected proposal cannot be approved", async () => {
    const owner = await adminCookie();
    const checker = await checkerCookie();
    const before = await reserve();
    const books = await trialBalance(owner);
    const id = await proposeFunding(owner, 25_000);
    const noNote = await call(`/api/admin/approvals/${id}/reject`, { method: "POST", cookie: checker, body: {} });
    expect(noNote.status).toBe(400);
    expect(await noNote.text()).toContain("note");
    const rejected = await call(`/api/admin/approvals/${id}/reject`, {
      method: "POST",
      cookie: checker,
      body: { note: "No such income this month" },
    });
    expect(rejected.status).toBe(200);
    expect(((await rejected.json()) as { approval: { status: string; note: string } }).approval).toMatchObject({
      status: "rejected",
      note: "No such income this month",
    });
    const late = await approve(id, checker);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: "approval_decided" });
    expect(await reserve()).toBe(before);
    expect(await trialBalance(owner)).toEqual(books);
    await expectLedgerConsistent();
  });

  it("a support admin cannot approve (403 role_forbidden); an unknown proposal is 404", async () => {
    const owner = await adminCookie();
    const id = await proposeFunding(owner, 25_000);
    const support = (await enrolledAdmin("support", owner)).cookie;
    const res = await approve(id, support);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "role_forbidden" });
    expect((await approve(999_999, await checkerCookie())).status).toBe(404);
  });
});

describe("balance adjustments are proposals", () => {
  const edit = (cookie: string, userId: number, user: { phone: string }, to: string, seen: string) =>
    call(`/api/admin/users/${userId}`, {
      method: "PUT",
      cookie,
      body: {
        fullName: "Test Investor",
        phone: user.phone,
        mobileMoneyService: "MTN Mobile Money",
        isActive: true,
        principalBalance: to,
        expectedPrincipalBalance: seen,
        reason: "Goodwill credit after outage",
      },
    });

  it("the edit answers 202 and moves nothing; the checker's approval posts the adjustment once", async () => {
    const owner = await adminCookie();
    const { cookie, user } = await registerInvestor();
    const books = await trialBalance(owner);
    const res = await edit(owner, user.id, user, "1500", "0");
    expect(res.status, await res.clone().text()).toBe(202);
    const { approvalId } = (await res.json()) as { approvalId: number };
    expect(await principalOf(cookie)).toBe(0);
    expect(await trialBalance(owner)).toEqual(books);
    const ok = await approve(approvalId, await checkerCookie());
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(await principalOf(cookie)).toBe(1500);
    expect(await transfersKeyed(`adjustment:approval-${approvalId}:%`)).toBe(1);
    await expectLedgerConsistent();
  });

  it("a balance that moved since the proposal fails it with 409 and moves nothing", async () => {
    const owner = await adminCookie();
    const { cookie, user } = await registerInvestor();
    const res = await edit(owner, user.id, user, "1500", "0");
    const { approvalId } = (await res.json()) as { approvalId: number };
    await depositFor(cookie, 5000, owner);
    const late = await approve(approvalId, await checkerCookie());
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: "balance_changed" });
    expect(await principalOf(cookie)).toBe(5000);
    const failed = (await (await call("/api/admin/approvals?status=failed", { cookie: owner })).json()) as {
      approvals: { id: number; failure: string }[];
    };
    expect(failed.approvals.find((a) => a.id === approvalId)?.failure).toMatch(/balance changed/i);
    await expectLedgerConsistent();
  });
});

describe("withdrawal approvals above the threshold or to a new payout number", () => {
  it("below the threshold to the registered phone one admin approves; above it is a proposal", async () => {
    const owner = await adminCookie();
    const { cookie, user, id: small } = await investorWithdrawing(owner, 300_000, 50_000);
    expect((await approveWithdrawal(small, owner)).status).toBe(200);

    const large = await withdraw(cookie, 150_000, user.phone);
    const proposed = await approveWithdrawal(large, owner);
    expect(proposed.status).toBe(202);
    const { approvalId } = (await proposed.json()) as { approvalId: number };
    // Asking again answers the same proposal; the withdrawal stays pending.
    expect(await (await approveWithdrawal(large, owner)).json()).toMatchObject({ approvalId, status: "proposed" });
    expect(await transfersKeyed(`withdrawal_payout:${large}`)).toBe(0);
    const rows = (await (await call("/api/admin/withdrawals", { cookie: owner })).json()) as {
      items: { id: number; status: string; approvalId: number | null; newPayoutNumber: boolean }[];
    };
    expect(rows.items.find((w) => w.id === large)).toMatchObject({ status: "pending", approvalId, newPayoutNumber: false });

    expect((await approve(approvalId, owner)).status).toBe(403);
    const ok = await approve(approvalId, await checkerCookie());
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(await transfersKeyed(`withdrawal_payout:${large}`)).toBe(1);
    await expectLedgerConsistent();
  });

  it("a small withdrawal to another number is marked and needs the second admin", async () => {
    const owner = await adminCookie();
    const { cookie, user } = await registerInvestor();
    await depositFor(cookie, 10_000, owner);
    const id = await withdraw(cookie, 5000, newPhone("69"));
    const res = await approveWithdrawal(id, owner);
    expect(res.status).toBe(202);
    const rows = (await (await call("/api/admin/withdrawals", { cookie: owner })).json()) as {
      items: { id: number; newPayoutNumber: boolean }[];
    };
    expect(rows.items.find((w) => w.id === id)?.newPayoutNumber).toBe(true);
    expect(await transfersKeyed(`withdrawal_payout:${id}`)).toBe(0);
  });

  it("rejecting the withdrawal fails its open proposal; approving it then moves nothing", async () => {
    const owner = await adminCookie();
    const { cookie, id } = await investorWithdrawing(owner, 200_000, 150_000);
    const { approvalId } = (await (await approveWithdrawal(id, owner)).json()) as { approvalId: number };
    const rejected = await call(`/api/admin/withdrawals/${id}/reject`, {
      method: "PUT",
      cookie: owner,
      body: { adminNotes: "Fraud check" },
    });
    expect(rejected.status).toBe(200);
    const late = await approve(approvalId, await checkerCookie());
    expect(late.status).toBe(409);
    expect(await transfersKeyed(`withdrawal_payout:${id}`)).toBe(0);
    expect(await principalOf(cookie)).toBe(200_000);
    await expectLedgerConsistent();
  });
});

describe("approval settings", () => {
  it("the owner sets the threshold; self-approval cannot be turned on outside development", async () => {
    const owner = await adminCookie();
    const got = (await (await call("/api/admin/approval-settings", { cookie: owner })).json()) as Record<string, unknown>;
    expect(got).toEqual({
      approvalThresholdXaf: 100_000,
      selfApprovalAllowed: false,
      selfApprovalAvailable: false,
      payoutNumberCoolingOffHours: 48,
    });
    const refused = await call("/api/admin/approval-settings", {
      method: "PUT",
      cookie: owner,
      body: { approvalThresholdXaf: 50_000, selfApprovalAllowed: true },
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("selfApprovalAllowed");
    const saved = await call("/api/admin/approval-settings", {
      method: "PUT",
      cookie: owner,
      body: { approvalThresholdXaf: 50_000, selfApprovalAllowed: false },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ approvalThresholdXaf: 50_000, payoutNumberCoolingOffHours: 48 });
    // The cooling-off of a staff-verified number is the owner's to set, 0 to 720 hours (KYC-3).
    const hours = (n: number) =>
      call("/api/admin/approval-settings", {
        method: "PUT",
        cookie: owner,
        body: { approvalThresholdXaf: 50_000, selfApprovalAllowed: false, payoutNumberCoolingOffHours: n },
      });
    expect((await hours(721)).status).toBe(400);
    expect(await (await hours(0)).json()).toMatchObject({ payoutNumberCoolingOffHours: 0 });
    expect(await (await hours(48)).json()).toMatchObject({ payoutNumberCoolingOffHours: 48 });
    const finance = await checkerCookie();
    expect(
      (
        await call("/api/admin/approval-settings", {
          method: "PUT",
          cookie: finance,
          body: { approvalThresholdXaf: 0, selfApprovalAllowed: false },
        })
      ).status,
    ).toBe(403);
  });
});
