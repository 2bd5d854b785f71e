/**
 * When a withdrawal needs a second admin (docs/product-rules.md#approvals, APR-2, APR-3):
 * exactly the threshold to the registered phone is one admin's and one franc more a
 * proposal, the one-admin batch refuses what needs two whatever the check before it said,
 * payout numbers in another format are refused at the request, and changing the
 * registered phone to the payout number afterwards does not let one admin pay it.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { decideWithdrawal } from "../services/withdrawals/decide";
import { oneAdminGuard } from "../services/withdrawals/approve";
import {
  adminCookie,
  approveAsChecker,
  call,
  depositFor,
  enrolledAdmin,
  expectLedgerConsistent,
  newPhone,
  principalOf,
  registerInvestor,
} from "../../test/helpers";
import {
  approveWithdrawal,
  configuredAdmin,
  holdOf,
  investorWithdrawing,
  transfersKeyed,
  withdraw,
  withdrawalRow,
} from "../../test/approval-helpers";
import { saveApprovalSettings } from "../services/approvals/settings";

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
    const elsewhere = await withdraw(cookie, 5000, newPhone("69"));
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
    // The phone change itself is a proposal (APR-8); the owner approves it.
    expect(edit.status, await edit.clone().text()).toBe(202);
    await approveAsChecker(((await edit.json()) as { approvalId: number }).approvalId, owner);
    const res = await approveWithdrawal(id, finance.cookie);
    expect(res.status).toBe(202);
    expect(await transfersKeyed(`withdrawal_payout:${id}`)).toBe(0);
    const rows = (await (await call("/api/admin/withdrawals", { cookie: owner })).json()) as {
      items: { id: number; newPayoutNumber: boolean }[];
    };
    expect(rows.items.find((w) => w.id === id)?.newPayoutNumber).toBe(true);
  });
});
