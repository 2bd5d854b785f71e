/**
 * Two-person approval and the back office tried as an attacker and a hurried operator would
 * (docs/product-rules.md#approvals, #admin-roles, #audit-log): the proposer approving by
 * another path, the wrong role, approve racing reject, preconditions that changed before
 * the approval, payout numbers and the threshold's edge, self-approval outside development,
 * the audit trail of every admin action, codes spent twice at once, and input that must be
 * refused naming its field with nothing changed.
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AdminRow } from "../services/admins";
import { carryOut } from "../services/approval-actions";
import { approve as approveAs, approvalSettings, saveApprovalSettings } from "../services/approvals";
import { decideWithdrawal, oneAdminGuard } from "../services/withdrawals";
import { totpCode } from "../lib/totp";
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
  sessionCookie,
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

const approvalRow = (id: number) =>
  env.DB.prepare("SELECT status, failure, decided_by FROM approvals WHERE id = ?")
    .bind(id)
    .first<{ status: string; failure: string | null; decided_by: number | null }>();
const configuredAdmin = async () =>
  (await env.DB.prepare("SELECT * FROM admins WHERE username = ?").bind(env.ADMIN_USERNAME).first<AdminRow>())!;
const reject = (id: number, cookie: string, note = "Not this month") =>
  call(`/api/admin/approvals/${id}/reject`, { method: "POST", cookie, body: { note } });
const withdrawalRow = (id: number) =>
  env.DB.prepare("SELECT status FROM withdrawal_requests WHERE id = ?").bind(id).first<{ status: string }>();
const holdOf = async (userId: number) =>
  (await env.DB.prepare("SELECT balance_xaf AS b FROM ledger_accounts WHERE user_id = ? AND kind = 'withdrawal_hold'")
    .bind(userId)
    .first<{ b: number }>())!.b;
const trialBalanceTotal = async (cookie: string) =>
  ((await (await call("/api/admin/ledger/trial-balance", { cookie })).json()) as { totalXaf: number }).totalXaf;

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

    // The same name in other letter cases is neither a sign-in nor a new account.
    const upper = await call("/api/admin/login", {
      method: "POST",
      body: { username: maker.username.toUpperCase(), password: maker.password },
    });
    expect(upper.status).toBe(401);
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
    expect((await approve(id, checker.cookie)).status).toBe(409);
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
      expect(await transfersKeyed(`withdrawal_payout:${id}`)).toBe(1);
    } finally {
      await raise(100_000);
    }
    await expectLedgerConsistent();
  });
});

describe("payout numbers and the threshold (APR-2, APR-3)", () => {
  it("exactly the threshold to the registered phone is one admin's; one franc more is a proposal", async () => {
    const owner = await adminCookie();
    const { cookie, user, id: at } = await investorWithdrawing(owner, 250_000, 100_000);
    expect((await approveWithdrawal(at, owner)).status).toBe(200);
    expect(await transfersKeyed(`withdrawal_payout:${at}`)).toBe(1);
    const above = await withdraw(cookie, 100_001, user.phone);
    expect((await approveWithdrawal(above, owner)).status).toBe(202);
    expect(await transfersKeyed(`withdrawal_payout:${above}`)).toBe(0);
  });

  it("the one-admin batch itself refuses what needs two admins, whatever the check before it said", async () => {
    const owner = await adminCookie();
    const me = await configuredAdmin();
    const { cookie, user } = await registerInvestor();
    await depositFor(cookie, 200_000, owner);
    const elsewhere = await withdraw(cookie, 5000, user.phone === "690000001" ? "690000002" : "690000001");
    const large = await withdraw(cookie, 60_000, user.phone);
    const small = await withdraw(cookie, 50_000, user.phone);
    await saveApprovalSettings(env, me, { approvalThresholdXaf: 50_000, selfApprovalAllowed: false });
    try {
      for (const id of [elsewhere, large]) {
        await expect(decideWithdrawal(env.DB, me, id, "approve", null, [oneAdminGuard(env.DB, id)])).rejects.toThrow(
          /batch_guard_failed/,
        );
        expect((await withdrawalRow(id))?.status).toBe("pending");
        expect(await transfersKeyed(`withdrawal_payout:${id}`)).toBe(0);
      }
      // Exactly the threshold, to the registered phone: one admin's.
      await decideWithdrawal(env.DB, me, small, "approve", null, [oneAdminGuard(env.DB, small)]);
      expect(await transfersKeyed(`withdrawal_payout:${small}`)).toBe(1);
    } finally {
      await saveApprovalSettings(env, me, { approvalThresholdXaf: 100_000, selfApprovalAllowed: false });
    }
    await expectLedgerConsistent();
  });

  it("a payout number in another format is refused at the request, naming the field, with nothing held", async () => {
    const owner = await adminCookie();
    const { cookie, user } = await registerInvestor();
    await depositFor(cookie, 20_000, owner);
    for (const accountNumber of [
      `+237${user.phone}`,
      `237${user.phone}`,
      ` ${user.phone}`,
      `${user.phone.slice(0, 3)} ${user.phone.slice(3)}`,
    ]) {
      const res = await call("/api/transactions/withdraw", {
        method: "POST",
        cookie,
        body: { accountName: "Awa Ndongo", accountNumber, paymentMethod: "MTN Mobile Money", amount: 5000 },
      });
      expect(res.status, accountNumber).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_input", issues: [{ field: "accountNumber" }] });
    }
    expect(await principalOf(cookie)).toBe(20_000);
    expect(await holdOf(user.id)).toBe(0);
  });

  it("changing the registered phone to the payout number after the request does not let one admin pay it", async () => {
    const owner = await adminCookie();
    const finance = await enrolledAdmin("finance", owner);
    const { cookie, user } = await registerInvestor();
    await depositFor(cookie, 20_000, owner);
    const elsewhere = newPhone("69");
    const id = await withdraw(cookie, 5000, elsewhere);
    const edit = await call(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: finance.cookie,
      body: { fullName: "Test Investor", phone: elsewhere, mobileMoneyService: "MTN Mobile Money", isActive: true },
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const res = await approveWithdrawal(id, finance.cookie);
    expect(res.status).toBe(202);
    expect(await transfersKeyed(`withdrawal_payout:${id}`)).toBe(0);
    const rows = (await (await call("/api/admin/withdrawals", { cookie: owner })).json()) as {
      items: { id: number; newPayoutNumber: boolean }[];
    };
    expect(rows.items.find((w) => w.id === id)?.newPayoutNumber).toBe(true);
  });
});

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

describe("bad input is refused naming its field, changing nothing (ERR-1, ERR-2)", () => {
  it("approvals, approval settings, admins and the second factor", async () => {
    const owner = await adminCookie();
    const finance = await enrolledAdmin("finance", owner);
    const id = await proposeFunding(finance.cookie, 10_000);
    const snapshot = async () =>
      JSON.stringify([
        (await env.DB.prepare("SELECT id, status, note FROM approvals ORDER BY id").all()).results,
        (await env.DB.prepare("SELECT id, username, role, disabled_at FROM admins ORDER BY id").all()).results,
        (await env.DB.prepare("SELECT key, value FROM settings ORDER BY key").all()).results,
        await reserve(),
      ]);
    const before = await snapshot();
    const cases: [string, string, unknown, string][] = [
      ["POST", `/api/admin/approvals/${id}/reject`, { note: 12345 }, "note"],
      ["POST", `/api/admin/approvals/${id}/reject`, { note: "  " }, "note"],
      ["POST", `/api/admin/approvals/${id}/reject`, { note: "x".repeat(501) }, "note"],
      // A body that is not an object is named as the whole body (schema/src/issues.ts).
      ["POST", `/api/admin/approvals/${id}/reject`, [], "json"],
      ["POST", `/api/admin/approvals/${id}/reject`, "null", "json"],
      ["POST", "/api/admin/approvals/0/approve", {}, "id"],
      ["POST", "/api/admin/approvals/abc/approve", {}, "id"],
      ["POST", `/api/admin/approvals/${"9".repeat(20)}/approve`, {}, "id"],
      ["POST", "/api/admin/approvals/-1/reject", { note: "fine note" }, "id"],
      ["GET", "/api/admin/approvals?status=open", undefined, "status"],
      ["PUT", "/api/admin/approval-settings", { approvalThresholdXaf: -1, selfApprovalAllowed: false }, "approvalThresholdXaf"],
      ["PUT", "/api/admin/approval-settings", { approvalThresholdXaf: 1.5, selfApprovalAllowed: false }, "approvalThresholdXaf"],
      [
        "PUT",
        "/api/admin/approval-settings",
        { approvalThresholdXaf: "100000", selfApprovalAllowed: false },
        "approvalThresholdXaf",
      ],
      [
        "PUT",
        "/api/admin/approval-settings",
        { approvalThresholdXaf: 1e300, selfApprovalAllowed: false },
        "approvalThresholdXaf",
      ],
      ["PUT", "/api/admin/approval-settings", { approvalThresholdXaf: 5000 }, "selfApprovalAllowed"],
      [
        "PUT",
        "/api/admin/approval-settings",
        { approvalThresholdXaf: 5000, selfApprovalAllowed: "false" },
        "selfApprovalAllowed",
      ],
      ["PATCH", `/api/admin/admins/${finance.id}`, { role: "root" }, "role"],
      ["PATCH", `/api/admin/admins/${finance.id}`, { role: null }, "role"],
      ["PATCH", `/api/admin/admins/${finance.id}`, { disabled: "yes" }, "disabled"],
      ["PATCH", `/api/admin/admins/${finance.id}`, [], "json"],
      ["PATCH", "/api/admin/admins/1.0", { role: "support" }, "id"],
      ["POST", "/api/admin/admins", { username: "kamga\u0000x", password: "staff-password-2026", role: "finance" }, "username"],
      ["POST", "/api/admin/admins", { username: "élise", password: "staff-password-2026", role: "finance" }, "username"],
      ["POST", "/api/admin/admins", { username: "valid-name", password: "p".repeat(129), role: "finance" }, "password"],
      ["POST", "/api/admin/admins", { username: ["a", "b"], password: "staff-password-2026", role: "finance" }, "username"],
      ["POST", "/api/admin/admins/0/totp/reset", {}, "id"],
      ["POST", "/api/admin/me/totp/confirm", { code: 123456 }, "code"],
      ["POST", "/api/admin/me/totp/confirm", { code: "1234567" }, "code"],
      ["POST", "/api/admin/reserve", { amount: 5000, note: "float", requestId: "not-a-uuid" }, "requestId"],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await call(path, { method, cookie: owner, body: typeof body === "string" ? body : body });
      const label = `${method} ${path} ${JSON.stringify(body)}`;
      expect(res.status, label).toBe(400);
      expect(res.headers.get("Content-Type"), label).toMatch(/json/);
      const json = (await res.json()) as { error: string; code: string; issues: { field: string }[] };
      expect(json.code, label).toBe("invalid_input");
      expect(typeof json.error, label).toBe("string");
      expect(
        json.issues.map((i) => i.field),
        label,
      ).toContain(field);
    }
    // Not JSON at all.
    const form = await call(`/api/admin/approvals/${id}/reject`, {
      method: "POST",
      cookie: owner,
      body: "note=hello",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it("the second step of sign-in refuses bad codes naming the field", async () => {
    const admin = await enrolledAdmin("support");
    const login = await call("/api/admin/login", {
      method: "POST",
      body: { username: admin.username, password: admin.password },
    });
    const pending = sessionCookie(login);
    for (const [body, field] of [
      [{ code: 123456 }, "code"],
      [{ code: "12345" }, "code"],
      [{ recoveryCode: "x".repeat(100) }, "recoveryCode"],
      [{ recoveryCode: { a: 1 } }, "recoveryCode"],
      [{ code: "123456", recoveryCode: "ABCD-EFGH-IJKL-MNOP" }, "code"],
    ] as const) {
      const res = await call("/api/admin/login/totp", { method: "POST", cookie: pending, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = (await res.json()) as { code: string; issues: { field: string }[] };
      expect(json.code).toBe("invalid_input");
      expect(json.issues.map((i) => i.field)).toContain(field);
    }
  });
});

describe("random input to the back-office routes (ERR-1)", () => {
  it("never gets a 500: every answer is JSON with a code", async () => {
    const owner = await adminCookie();
    const finance = await enrolledAdmin("finance", owner);
    const target = await enrolledAdmin("support", owner);
    const proposal = await proposeFunding(owner, 10_000);
    const routes: [string, string, string][] = [
      ["POST", "/api/admin/approvals/:id/approve", finance.cookie],
      ["POST", "/api/admin/approvals/:id/reject", finance.cookie],
      ["PUT", "/api/admin/approval-settings", owner],
      ["GET", "/api/admin/approvals", owner],
      ["POST", "/api/admin/admins", owner],
      ["PATCH", "/api/admin/admins/:id", owner],
      ["POST", "/api/admin/admins/:id/totp/reset", owner],
      ["POST", "/api/admin/reserve", finance.cookie],
      ["POST", "/api/admin/me/totp/confirm", owner],
      ["POST", "/api/admin/login/totp", owner],
    ];
    // Ids of rows that exist (never the signed-in owner's own, whom a random PATCH could sign out) and junk.
    const idArb = fc.oneof(
      fc.constantFrom(String(proposal), String(target.id), "999999"),
      fc.constantFrom("0", "-1", "abc", "1e3", "0x10", "%00", "9".repeat(30), "1.0"),
    );
    const bodyArb = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .record(
          {
            note: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
            approvalThresholdXaf: fc.oneof(fc.integer(), fc.double(), fc.string()),
            selfApprovalAllowed: fc.oneof(fc.boolean(), fc.string()),
            role: fc.oneof(fc.constantFrom("owner", "finance", "support", "root"), fc.anything()),
            disabled: fc.oneof(fc.boolean(), fc.string()),
            username: fc.string(),
            password: fc.string(),
            code: fc.oneof(fc.string(), fc.integer()),
            recoveryCode: fc.oneof(fc.string(), fc.anything()),
          },
          { requiredKeys: [] },
        )
        .map((v) => JSON.stringify(v)),
      fc.string(),
    );
    const queryArb = fc.oneof(
      fc.constant(""),
      fc.string().map((s) => `?status=${encodeURIComponent(s)}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), idArb, bodyArb, queryArb, async ([method, path, cookie], id, body, query) => {
        const url = path.replace(":id", encodeURIComponent(id)) + (method === "GET" ? query : "");
        const res = await call(url, { method, cookie, ...(method === "GET" ? {} : { body }) });
        const label = `${method} ${url} ${body}`;
        expect(res.status, label).not.toBe(500);
        expect(res.headers.get("Content-Type") ?? "", label).toMatch(/json/);
        if (res.status >= 400) expect(((await res.json()) as { code?: string }).code, label).toEqual(expect.any(String));
      }),
      { numRuns: 250 },
    );
    await expectLedgerConsistent();
  });
});
