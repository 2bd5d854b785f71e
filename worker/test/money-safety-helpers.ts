/**
 * What the two money-safety test files share (routes/money-safety.test.ts and
 * money-safety-attacks.test.ts): a fresh registration allowance per test, row counts,
 * adjustments of a user, and deposit verifications to submit.
 */
import { env } from "cloudflare:test";
import { beforeEach } from "vitest";
import { call } from "./helpers";

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
