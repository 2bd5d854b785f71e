/**
 * What admins do to investor accounts (spec section 2, Users tab; decisions.md section 1).
 * Every action is written to the audit log in the same batch as the change.
 * Raises `not_found` (404).
 */
import type { AdminStats, AdminUserView, UserUpdateInput } from "@app/schema/contracts/admin";
import { decimalStringToXaf, xafToDecimalString } from "@app/schema/money";
import { ApiError, invalidField } from "../lib/api-error";
import { postAtomically } from "../ledger/ledger";
import { auditStatement, type AdminRow } from "./admins";
import { hashPassword, temporaryPassword } from "./passwords";
import { USER_SELECT, toAuthUser, type UserRow } from "./users";

export function toAdminUserView(u: UserRow): AdminUserView {
  return { ...toAuthUser(u), referredByUserId: u.referred_by_user_id };
}

export async function listUsers(db: D1Database): Promise<AdminUserView[]> {
  const { results } = await db.prepare(`${USER_SELECT} WHERE u.deleted_at IS NULL ORDER BY u.id DESC`).all<UserRow>();
  return results.map(toAdminUserView);
}

async function getUser(db: D1Database, id: number): Promise<UserRow> {
  const user = await db.prepare(`${USER_SELECT} WHERE u.id = ? AND u.deleted_at IS NULL`).bind(id).first<UserRow>();
  if (!user) throw new ApiError("not_found", "User not found.");
  return user;
}

export async function getStats(db: D1Database): Promise<AdminStats> {
  const row = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM users WHERE deleted_at IS NULL) AS total_users,
              (SELECT COUNT(*) FROM investments WHERE is_active = 1) AS active_investments,
              (SELECT COALESCE(SUM(amount_xaf), 0) FROM ledger_transfers WHERE kind = 'deposit') AS total_deposits,
              (SELECT COUNT(*) FROM withdrawal_requests WHERE status = 'pending') AS pending_withdrawals`,
    )
    .first<{ total_users: number; active_investments: number; total_deposits: number; pending_withdrawals: number }>();
  return {
    totalUsers: row!.total_users,
    activeInvestments: row!.active_investments,
    totalDeposits: xafToDecimalString(row!.total_deposits),
    pendingWithdrawals: row!.pending_withdrawals,
  };
}

/**
 * Suspends or reactivates a user. Suspension bumps the session epoch so the user's
 * sessions end on their next request (decisions.md section 3).
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

/**
 * Issues a one-time temporary password, shown once to the admin; the user must choose a
 * new one at next sign-in and every current session ends (decisions.md section 1).
 */
export async function resetUserPassword(db: D1Database, admin: AdminRow, userId: number): Promise<{ temporaryPassword: string }> {
  await getUser(db, userId);
  const password = temporaryPassword();
  const hash = await hashPassword(password);
  await db.batch([
    db
      .prepare("UPDATE users SET password_hash = ?, must_change_password = 1, session_epoch = session_epoch + 1 WHERE id = ?")
      .bind(hash, userId),
    auditStatement(db, admin, "user.reset_password", { type: "user", id: userId }),
  ]);
  return { temporaryPassword: password };
}

/**
 * Edits a user's details; a balance that differs from the ledger becomes an `adjustment`
 * transfer (adjustments <-> the user's account) computed inside the SQL statement from the
 * current balance, so a concurrent movement cannot be overwritten. Raises `invalid_input`
 * (reason missing for a balance change), `phone_taken` (409), `not_found`.
 */
export async function updateUser(
  db: D1Database,
  admin: AdminRow,
  userId: number,
  input: UserUpdateInput,
): Promise<AdminUserView> {
  const user = await getUser(db, userId);
  const targets = { principal: decimalStringToXaf(input.principalBalance), referral: decimalStringToXaf(input.referralBalance) };
  const balanceChanges = targets.principal !== user.principal_xaf || targets.referral !== user.referral_xaf;
  if (balanceChanges && !input.reason) throw invalidField("reason", "A reason is required to change a balance", "required");
  const nonce = crypto.randomUUID();
  const adjust = (kind: "principal" | "referral", target: number) =>
    db
      .prepare(
        `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, reference, memo)
         SELECT ?1, CASE WHEN ?2 > balance_xaf THEN 'adjustments' ELSE id END, CASE WHEN ?2 > balance_xaf THEN id ELSE 'adjustments' END,
                ABS(?2 - balance_xaf), 'adjustment', user_id, 'admin:' || ?3, ?4
           FROM ledger_accounts WHERE id = ?5 AND balance_xaf <> ?2`,
      )
      .bind(`adjustment:${nonce}:${kind}`, target, admin.username, input.reason ?? null, `u${userId}:${kind}`);
  try {
    await postAtomically(db, [
      auditStatement(db, admin, "user.update", { type: "user", id: userId }, input),
      db
        .prepare(
          `UPDATE users SET full_name = ?1, phone = ?2, mobile_money_service = ?3, is_active = ?4,
                  session_epoch = session_epoch + CASE WHEN ?4 = 0 AND is_active = 1 THEN 1 ELSE 0 END
            WHERE id = ?5`,
        )
        .bind(input.fullName, input.phone, input.mobileMoneyService, input.isActive ? 1 : 0, userId),
      adjust("principal", targets.principal),
      adjust("referral", targets.referral),
    ]);
  } catch (err) {
    if (err instanceof Error && /UNIQUE constraint failed: users\.phone/.test(err.message)) {
      throw new ApiError("phone_taken", "Another account uses this phone number.", [
        { field: "phone", code: "phone_taken", message: "Another account uses this phone number." },
      ]);
    }
    throw err;
  }
  return toAdminUserView(await getUser(db, userId));
}

/**
 * Erases a person's data and closes the account (decisions.md section 1). Refused with
 * 409 `user_holds_money` while any of their accounts is non-zero or a withdrawal is
 * pending; the guard is in the UPDATE itself. Ledger entries stay, anonymised.
 */
export async function deleteUser(db: D1Database, admin: AdminRow, userId: number): Promise<void> {
  await getUser(db, userId);
  const holdsNothing = `NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE user_id = ? AND balance_xaf <> 0)
    AND NOT EXISTS (SELECT 1 FROM withdrawal_requests WHERE user_id = ? AND status = 'pending')
    AND NOT EXISTS (SELECT 1 FROM investments WHERE user_id = ? AND is_active = 1)`;
  const ids = [userId, userId, userId];
  const [, erase] = await db.batch([
    auditStatement(db, admin, "user.delete", { type: "user", id: userId }, undefined, { sql: holdsNothing, params: ids }),
    db
      .prepare(
        `UPDATE users SET full_name = NULL, phone = NULL, password_hash = NULL, referral_code = NULL,
                deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), session_epoch = session_epoch + 1, is_active = 0
          WHERE id = ? AND deleted_at IS NULL AND ${holdsNothing}`,
      )
      .bind(userId, ...ids),
  ]);
  if (erase!.meta.changes !== 1) {
    throw new ApiError(
      "user_holds_money",
      "This user still holds money (balances, active investments or pending withdrawals). Settle them, or adjust them to zero with a reason, first.",
    );
  }
}
