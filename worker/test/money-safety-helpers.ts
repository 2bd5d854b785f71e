/**
 * What the money-safety tests share (balance adjustments, erasure, temporary passwords,
 * transaction ids, path ids and their attacks, src/routes/*.test.ts): a fresh registration
 * allowance per test, row counts, a user edit and the adjustments it posts, deposit
 * verifications to submit and decide, and a withdrawal to ask for. Amounts are whole XAF.
 */
import { env } from "cloudflare:test";
import { beforeEach } from "vitest";
import { call, phoneOf } from "./helpers";

/** Registration is throttled per address: each test of the file registers its investors afresh. */
export function freshRegistrationsPerTest(): void {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM sign_in_failures").run();
  });
}

/** The `n` of a `SELECT COUNT(*) AS n ...`. */
export const count = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;

/** How many adjustment transfers the user has. */
export const adjustments = (userId: number) =>
  count("SELECT COUNT(*) AS n FROM ledger_transfers WHERE kind = 'adjustment' AND user_id = ?", userId);

/** A deposit verification body with a fresh transaction id, `over` replacing fields. */
export const verification = (over: Record<string, unknown> = {}) => ({
  depositName: "Awa Ndongo",
  userName: "670000000",
  amount: 5000,
  paymentMethod: "MTN",
  transactionId: `MP${crypto.randomUUID().replace(/-/g, "").slice(0, 14).toUpperCase()}`,
  ...over,
});

/** Submits `verification(over)` as the investor of `cookie`. */
export const submit = (cookie: string, over: Record<string, unknown> = {}) =>
  call("/api/deposit-verification", { method: "POST", cookie, body: verification(over) });

/** The body of an admin's user edit (`PUT /api/admin/users/{id}`) keeping `phone`, `over` replacing fields. */
export const edit = (phone: string, over: Record<string, unknown> = {}) => ({
  fullName: "Edited Name",
  phone,
  mobileMoneyService: "MTN Mobile Money",
  isActive: true,
  ...over,
});

/** The investor of `cookie` asks to withdraw `amount` by MTN to their registered phone (verified for them, KYC-4). */
export const withdraw = async (cookie: string, amount: number) =>
  call("/api/transactions/withdraw", {
    method: "POST",
    cookie,
    body: { accountName: "Awa Ndongo", accountNumber: await phoneOf(cookie), paymentMethod: "MTN Mobile Money", amount },
  });

/** The admin of `admin` approves or rejects deposit verification `id`. */
export const decide = (admin: string, id: number, status: "approved" | "rejected") =>
  call(`/api/admin/deposit-verifications/${id}`, { method: "PATCH", cookie: admin, body: { status } });
