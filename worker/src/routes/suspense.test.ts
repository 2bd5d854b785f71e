/**
 * Money in suspense (docs/product-rules.md#suspense, issue 34 item 15): a deposit the
 * provider reports as completed after its account was erased is credited to `suspense`, not
 * to the unreachable account; staff see it and refund it to the number that paid only as a
 * two-person decision, once. Before, the late success credited the erased account, where
 * nobody could reach the money.
 */
import { env } from "cloudflare:test";
import type { SuspenseList } from "@app/schema/contracts/suspense";
import { describe, expect, it } from "vitest";
import {
  adminCookie,
  approveAsChecker,
  call,
  checkerCookie,
  expectLedgerConsistent,
  newPhone,
  registerInvestor,
} from "../../test/helpers";
import { deliverCallbacks, deposit, payment, rule, sim, useSimulatedRails } from "../../test/rails-helpers";

useSimulatedRails();

const balance = async (id: string) =>
  (await env.DB.prepare("SELECT balance_xaf FROM ledger_accounts WHERE id = ?").bind(id).first<{ balance_xaf: number }>())!
    .balance_xaf;

/** A deposit of `amount` that failed, its investor erased, then the provider says it succeeded and staff check it twice. */
async function lateSuccessForErasedAccount(amount: number) {
  const { cookie, user } = await registerInvestor();
  const phone = newPhone("67");
  rule(phone, { failureCode: "PAYER_NOT_FOUND" });
  const { id, reference } = await deposit(cookie, phone, amount);
  await sim.advance(5);
  await deliverCallbacks();
  expect((await payment(id)).status).toBe("failed");
  const admin = await adminCookie();
  expect((await call(`/api/admin/users/${user.id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
  // The provider now says the money was collected after all.
  const held = [...sim.sim.engine.payments.values()].find((p) => p.id === id)!;
  held.failureCode = null;
  for (let i = 0; i < 2; i++) {
    const check = await call(`/api/admin/payments/${id}/check`, { method: "POST", cookie: admin });
    expect(check.status, await check.clone().text()).toBe(200);
  }
  return { id, reference, phone, userId: user.id, admin };
}

describe("a deposit that succeeds after its account was erased", () => {
  it("is held in suspense, listed for staff, and never credited to the erased account", async () => {
    const before = await balance("suspense");
    const { id, reference, phone, userId, admin } = await lateSuccessForErasedAccount(5_000);
    expect((await payment(id)).status).toBe("succeeded");
    expect(await balance(`u${userId}:principal`)).toBe(0);
    expect(await balance("suspense")).toBe(before + 5_000);
    const list = (await (await call("/api/admin/suspense", { cookie: admin })).json()) as SuspenseList;
    expect(list.items.find((i) => i.paymentId === id)).toMatchObject({
      reference,
      payerPhone: phone,
      amountXaf: 5_000,
      refund: null,
    });
    await expectLedgerConsistent();
  });

  it("is refunded once, only when a second admin approves, and then leaves the list", async () => {
    const { id, admin } = await lateSuccessForErasedAccount(7_000);
    const list = (await (await call("/api/admin/suspense", { cookie: admin })).json()) as SuspenseList;
    const item = list.items.find((i) => i.paymentId === id)!;
    const held = await balance("suspense");

    const refused = await call(`/api/admin/suspense/${item.transferId}/refund`, {
      method: "POST",
      cookie: admin,
      body: { reason: " \u200b " },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "invalid_input", issues: [{ field: "reason" }] });

    const proposed = await call(`/api/admin/suspense/${item.transferId}/refund`, {
      method: "POST",
      cookie: admin,
      body: { reason: "Account erased before the deposit completed" },
    });
    expect(proposed.status).toBe(202);
    const { approvalId } = (await proposed.json()) as { approvalId: number };
    // Asked again: the same open proposal, not a second one.
    const again = await call(`/api/admin/suspense/${item.transferId}/refund`, {
      method: "POST",
      cookie: admin,
      body: { reason: "Account erased before the deposit completed" },
    });
    expect(((await again.json()) as { approvalId: number }).approvalId).toBe(approvalId);
    expect(await balance("suspense")).toBe(held); // nothing moved on the proposal
    // The proposer cannot approve it alone.
    expect((await call(`/api/admin/approvals/${approvalId}/approve`, { method: "POST", cookie: admin, body: {} })).status).toBe(
      403,
    );

    await approveAsChecker(approvalId);
    expect(await balance("suspense")).toBe(held - 7_000);
    const after = (await (await call("/api/admin/suspense", { cookie: admin })).json()) as SuspenseList;
    expect(after.items.some((i) => i.paymentId === id)).toBe(false);
    const refund = await call(`/api/admin/suspense/${item.transferId}/refund`, {
      method: "POST",
      cookie: await checkerCookie(),
      body: { reason: "Try to refund twice" },
    });
    expect(refund.status).toBe(409);
    expect(await balance("suspense")).toBe(held - 7_000);
    await expectLedgerConsistent();
  });

  it("answers 404 for an id that is not a deposit held in suspense", async () => {
    const res = await call("/api/admin/suspense/999999999/refund", {
      method: "POST",
      cookie: await adminCookie(),
      body: { reason: "No such deposit here" },
    });
    expect(res.status).toBe(404);
  });
});
