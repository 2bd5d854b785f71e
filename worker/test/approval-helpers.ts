/**
 * Set-up and reads shared by the two-person approval tests (docs/product-rules.md#approvals):
 * proposing a reserve funding, asking for a withdrawal, approving or rejecting, and the rows
 * and balances the tests compare. Amounts are whole XAF.
 */
import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { AdminRow } from "../src/services/admins/accounts";
import { call, depositFor, registerInvestor, verifyNumberFor } from "./helpers";

/** The returns reserve's balance. */
export const reserve = async () =>
  (await env.DB.prepare("SELECT balance_xaf AS b FROM ledger_accounts WHERE id = 'returns_reserve'").first<{ b: number }>())!.b;

/** How many transfers have an idempotency key LIKE `like`. */
export const transfersKeyed = async (like: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM ledger_transfers WHERE idempotency_key LIKE ?")
    .bind(like)
    .first<{ n: number }>())!.n;

export const approve = (id: number, cookie: string) =>
  call(`/api/admin/approvals/${id}/approve`, { method: "POST", cookie, body: {} });

/** Proposes funding the reserve with `amount` as the admin of `cookie`: 202 and the proposal's id. */
export const proposeFunding = async (cookie: string, amount: number, note = "Rental income, November") => {
  const res = await call("/api/admin/reserve", {
    method: "POST",
    cookie,
    body: { amount, note, requestId: crypto.randomUUID() },
  });
  expect(res.status, await res.clone().text()).toBe(202);
  const body = (await res.json()) as { approvalId: number; status: string };
  expect(body.status).toBe("proposed");
  return body.approvalId;
};

/**
 * The investor of `cookie` asks to withdraw `amount` to `accountNumber` by MTN: 201 and the
 * request's id. The number is first made verified for them (test data, as after a deposit
 * from it: KYC-4), so these tests are about approval, not verification.
 */
export const withdraw = async (cookie: string, amount: number, accountNumber: string) => {
  const me = (await (await call("/api/user/dashboard", { cookie })).json()) as { user: { id: number } };
  await verifyNumberFor(me.user.id, accountNumber);
  const res = await call("/api/transactions/withdraw", {
    method: "POST",
    cookie,
    body: { accountName: "Awa Ndongo", accountNumber, paymentMethod: "MTN Mobile Money", amount },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
};

/**
 * A new investor holding `depositXaf` (deposited, approved by the admin of `owner`) who asks to
 * withdraw `amount` to their registered phone: the investor (cookie, user) and the request's id.
 */
export const investorWithdrawing = async (owner: string, depositXaf: number, amount: number) => {
  const investor = await registerInvestor();
  await depositFor(investor.cookie, depositXaf, owner);
  return { ...investor, id: await withdraw(investor.cookie, amount, investor.user.phone) };
};

export const approveWithdrawal = (id: number, cookie: string) =>
  call(`/api/admin/withdrawals/${id}/approve`, { method: "PUT", cookie, body: { adminNotes: "Checked" } });

/** Rejects proposal `id` as the admin of `cookie`, with `note`. */
export const reject = (id: number, cookie: string, note = "Not this month") =>
  call(`/api/admin/approvals/${id}/reject`, { method: "POST", cookie, body: { note } });

/** Proposal `id`'s status, failure reason and decider. */
export const approvalRow = (id: number) =>
  env.DB.prepare("SELECT status, failure, decided_by FROM approvals WHERE id = ?")
    .bind(id)
    .first<{ status: string; failure: string | null; decided_by: number | null }>();

/** The admin the Worker's bindings configure (ADMIN_USERNAME), as a row. */
export const configuredAdmin = async () =>
  (await env.DB.prepare("SELECT * FROM admins WHERE username = ?").bind(env.ADMIN_USERNAME).first<AdminRow>())!;

/** Withdrawal request `id`'s status. */
export const withdrawalRow = (id: number) =>
  env.DB.prepare("SELECT status FROM withdrawal_requests WHERE id = ?").bind(id).first<{ status: string }>();

/** The balance of user `userId`'s withdrawal-hold account. */
export const holdOf = async (userId: number) =>
  (await env.DB.prepare("SELECT balance_xaf AS b FROM ledger_accounts WHERE user_id = ? AND kind = 'withdrawal_hold'")
    .bind(userId)
    .first<{ b: number }>())!.b;

/** The trial balance's total as the admin of `cookie` reads it (0 when the books balance). */
export const trialBalanceTotal = async (cookie: string) =>
  ((await (await call("/api/admin/ledger/trial-balance", { cookie })).json()) as { totalXaf: number }).totalXaf;
