/**
 * What staff do to an investor account besides editing it (docs/product-rules.md#admin-panel,
 * #sessions, #temporary-passwords, #erasure): suspend or reactivate, issue a temporary
 * password, erase. Every action is written to the audit log in the same batch as the
 * change. Raises `not_found` (404), `user_has_pending_requests`, `user_holds_money` (409).
 */
import type { AdminUserView } from "@app/schema/contracts/admin";
import { OPEN_PAYMENT_STATUSES } from "@app/schema/contracts/payments";
import { ApiError } from "../../lib/api-error";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { hashPassword, temporaryPassword } from "../auth/passwords";
import { passwordResetNotificationStatement } from "../notifications/personal-notifications";
import { getUser, toAdminUserView } from "./staff-view";
import { releaseNumbersStatement } from "../verification/payout-numbers";
import { ERASE_PERSON_SET } from "./erase-person";
import { deleteReducedIdentityFiles, reduceIdentityChecksStatement } from "../identity/reduce";
import { errorText, logJob } from "../../lib/log";

/**
 * Suspends or reactivates a user. Suspension bumps the session epoch so the user's
 * sessions end on their next request (docs/product-rules.md#sessions).
 */
export async function setUserActive(db: D1Database, admin: AdminRow, userId: number, isActive: boolean): Promise<AdminUserView> {
  await getUser(db, userId);
  await db.batch([
    db
      .prepare(
        `UPDATE users SET is_active = ?1, session_epoch = session_epoch + CASE WHEN ?1 = 0 AND is_active = 1 THEN 1 ELSE 0 END
          WHERE id = ?2`,
      )
      .bind(isActive ? 1 : 0, userId),
    auditStatement(db, admin, isActive ? "user.activate" : "user.suspend", { type: "user", id: userId }),
  ]);
  return toAdminUserView(await getUser(db, userId));
}

/** A temporary password opens one sign-in within this many hours (AUTH-14). */
export const TEMP_PASSWORD_HOURS = 24;

/**
 * Issues a one-time temporary password, shown once to the admin; every current session
 * ends, the password opens one sign-in within 24 hours, the session it opens can only
 * change the password, and new withdrawals wait 24 hours from the reset
 * (docs/product-rules.md#temporary-passwords, AUTH-6, AUTH-7, AUTH-14; #withdrawals, WDR-8).
 */
export async function resetUserPassword(db: D1Database, admin: AdminRow, userId: number): Promise<{ temporaryPassword: string }> {
  await getUser(db, userId);
  const password = temporaryPassword();
  const hash = await hashPassword(password);
  await db.batch([
    db
      .prepare(
        `UPDATE users SET password_hash = ?, must_change_password = 1, session_epoch = session_epoch + 1,
                temp_password_expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+${TEMP_PASSWORD_HOURS} hours'),
                password_reset_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
          WHERE id = ?`,
      )
      .bind(hash, userId),
    // The investor is told, once per reset (docs/product-rules.md#notifications, NOT-3).
    passwordResetNotificationStatement(db, userId),
    auditStatement(db, admin, "user.reset_password", { type: "user", id: userId }),
  ]);
  return { temporaryPassword: password };
}

/** Payment states whose outcome may still move money: open, or awaiting staff's review (RAIL-8). */
const UNSETTLED_PAYMENTS = [...OPEN_PAYMENT_STATUSES, "needs_review"].map((s) => `'${s}'`).join(", ");

/**
 * Erases a person's data and closes the account (docs/product-rules.md#erasure). Refused
 * with 409 `user_has_pending_requests` while a deposit verification or withdrawal of
 * theirs is pending or processing, or a payment of theirs through a provider is open or
 * awaits review (its success later would credit an account nobody can reach), and
 * with 409 `user_holds_money` while any of their accounts is non-zero or an investment
 * is active. Both guards are in the UPDATE itself. Ledger entries stay, anonymised. The
 * identity checks are reduced in the same batch and their images then deleted from `bucket`
 * (docs/product-rules.md#data-rights, DATA-7); a failed R2 delete is logged and left to the
 * every-minute sweep.
 */
export async function deleteUser(db: D1Database, bucket: R2Bucket, admin: AdminRow, userId: number): Promise<void> {
  await getUser(db, userId);
  const noPending = `NOT EXISTS (SELECT 1 FROM deposit_verifications WHERE user_id = ? AND status = 'pending')
    AND NOT EXISTS (SELECT 1 FROM withdrawal_requests WHERE user_id = ? AND status IN ('pending', 'processing'))
    AND NOT EXISTS (SELECT 1 FROM payments WHERE user_id = ? AND status IN (${UNSETTLED_PAYMENTS}))`;
  const holdsNothing = `NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE user_id = ? AND balance_xaf <> 0)
    AND NOT EXISTS (SELECT 1 FROM investments WHERE user_id = ? AND (is_active = 1 OR paid_days > posted_days))`;
  const guard = `${noPending} AND ${holdsNothing}`;
  const ids = [userId, userId, userId, userId, userId];
  const [, erase] = await db.batch([
    auditStatement(db, admin, "user.delete", { type: "user", id: userId }, undefined, { sql: guard, params: ids }),
    db
      .prepare(
        `UPDATE users SET ${ERASE_PERSON_SET},
                deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), session_epoch = session_epoch + 1, is_active = 0
          WHERE id = ? AND deleted_at IS NULL AND ${guard}`,
      )
      .bind(userId, ...ids),
    // Its verified numbers may then prove another account (KYC-2).
    releaseNumbersStatement(db, userId),
    reduceIdentityChecksStatement(db, [userId]),
  ]);
  // Not `=== 1`: D1's `changes` also counts the rows the UPDATE's triggers wrote (the search index, migration 0020).
  if (erase!.meta.changes > 0) {
    await deleteReducedIdentityFiles(db, bucket, [userId]).catch((err) =>
      logJob({ job: "erasure", step: "identity files", outcome: "failed", error: errorText(err), ids: { userId } }),
    );
    return;
  }
  const pending = await db
    .prepare(`SELECT NOT (${noPending}) AS pending`)
    .bind(userId, userId, userId)
    .first<{ pending: number }>();
  if (pending?.pending) {
    throw new ApiError(
      "user_has_pending_requests",
      "This user has a pending deposit verification or withdrawal. Decide it first, then delete the user.",
    );
  }
  throw new ApiError(
    "user_holds_money",
    "This user still holds money (balances or active investments). Settle them, or adjust them to zero with a reason, first.",
  );
}
