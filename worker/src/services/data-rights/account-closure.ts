/**
 * Closing an account by its investor (docs/product-rules.md#data-rights, DATA-4, DATA-5).
 * Refused while anything is open, each with its own 409 code: a deposit verification
 * pending (`deposit_pending`), an automatic payment open or awaiting review (`payment_open`),
 * a withdrawal pending or processing (`withdrawal_pending`), an investment active or with
 * returns still owed (`investment_active`), a balance not zero (`balance_not_zero`). The
 * guard is in the closing UPDATE itself, so nothing that opens meanwhile is lost. Closing
 * ends every session (the epoch moves on), marks the account closed and erased for every
 * other rule (`deleted_at`: a late provider success goes to suspense, SUS-1), removes the
 * password hash and the push subscriptions, and keeps the rest of the person's data until
 * `retain_until` (setting `dataRetentionYears`, default 10): the phone stays taken until then.
 * The ledger is never touched.
 */
import { CLOSURE_BLOCKERS, type ClosureBlocker } from "@app/schema/contracts/account-closure";
import { OPEN_PAYMENT_STATUSES } from "@app/schema/contracts/payments";
import { ApiError } from "../../lib/api-error";
import { RETENTION_YEARS_SQL } from "./retention-years";

const UNSETTLED_PAYMENTS = [...OPEN_PAYMENT_STATUSES, "needs_review"].map((s) => `'${s}'`).join(", ");

/** Each blocker as an SQL condition on user `?1`. */
const BLOCKER_SQL: Record<ClosureBlocker, string> = {
  deposit_pending: "EXISTS (SELECT 1 FROM deposit_verifications WHERE user_id = ?1 AND status = 'pending')",
  payment_open: `EXISTS (SELECT 1 FROM payments WHERE user_id = ?1 AND status IN (${UNSETTLED_PAYMENTS}))`,
  withdrawal_pending: "EXISTS (SELECT 1 FROM withdrawal_requests WHERE user_id = ?1 AND status IN ('pending', 'processing'))",
  investment_active: "EXISTS (SELECT 1 FROM investments WHERE user_id = ?1 AND (is_active = 1 OR accrued_days < duration_days))",
  // Returns accrued and not yet posted are part of the principal (RET-8).
  balance_not_zero: `(EXISTS (SELECT 1 FROM ledger_accounts WHERE user_id = ?1 AND balance_xaf <> 0)
    OR EXISTS (SELECT 1 FROM investments WHERE user_id = ?1 AND paid_days > posted_days))`,
};

const MESSAGES: Record<ClosureBlocker, string> = {
  deposit_pending: "A deposit verification of yours is still pending. Wait for its decision, then close the account.",
  payment_open: "A mobile-money payment of yours is still open. Wait for its outcome, then close the account.",
  withdrawal_pending: "A withdrawal of yours is still pending. Wait for it to be paid or rejected, then close the account.",
  investment_active:
    "An investment of yours is still active or has returns owed. Close the account after it matures and is paid.",
  balance_not_zero: "Your balances must be zero to close the account. Withdraw what you hold first.",
};

/** The first thing that keeps `userId`'s account open, or null. One read. */
export async function closureBlocker(db: D1Database, userId: number): Promise<ClosureBlocker | null> {
  const row = await db
    .prepare(`SELECT ${CLOSURE_BLOCKERS.map((b) => `${BLOCKER_SQL[b]} AS ${b}`).join(", ")}`)
    .bind(userId)
    .first<Record<ClosureBlocker, number>>();
  return CLOSURE_BLOCKERS.find((b) => row?.[b] === 1) ?? null;
}

/** Throws the 409 of `userId`'s first blocker, if any (DATA-4). */
export async function assertClosable(db: D1Database, userId: number): Promise<void> {
  const blocker = await closureBlocker(db, userId);
  if (blocker) throw new ApiError(blocker, MESSAGES[blocker]);
}

/**
 * Closes `userId`'s account in one batch whose UPDATE holds the guard (DATA-4, DATA-5).
 * Raises the blocker's 409 when something is open, `session_ended` (401) when the account
 * was closed or erased meanwhile. The caller has checked the password.
 */
export async function closeAccount(db: D1Database, userId: number): Promise<void> {
  const open = CLOSURE_BLOCKERS.map((b) => BLOCKER_SQL[b]).join(" OR ");
  const [closed] = await db.batch([
    db
      .prepare(
        `UPDATE users SET closed_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'),
                retain_until = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+' || ${RETENTION_YEARS_SQL} || ' years'),
                password_hash = NULL, session_epoch = session_epoch + 1
          WHERE id = ?1 AND deleted_at IS NULL AND NOT (${open})`,
      )
      .bind(userId),
    db
      .prepare(
        "DELETE FROM push_subscriptions WHERE user_id = ?1 AND EXISTS (SELECT 1 FROM users WHERE id = ?1 AND closed_at IS NOT NULL)",
      )
      .bind(userId),
  ]);
  // Not `=== 1`: D1's `changes` also counts the rows the UPDATE's triggers wrote (the search index).
  if (closed!.meta.changes > 0) return;
  await assertClosable(db, userId);
  throw new ApiError("session_ended", "Your session has ended. Please sign in again.");
}
