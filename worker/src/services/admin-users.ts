/**
 * What admins do to investor accounts (spec section 2, Users tab; decisions.md section 1).
 * Every action is written to the audit log in the same batch as the change.
 * Raises `not_found` (404).
 */
import type { AdminStats, AdminUserView } from "@app/schema/contracts/admin";
import { xafToDecimalString } from "@app/schema/money";
import { ApiError } from "../lib/api-error";
import { auditStatement, type AdminRow } from "./admins";
import { hashPassword, temporaryPassword } from "./passwords";
import { USER_SELECT, type UserRow } from "./users";

export function toAdminUserView(u: UserRow): AdminUserView {
  return {
    id: u.id,
    fullName: u.full_name,
    phone: u.phone,
    mobileMoneyService: u.mobile_money_service,
    principalBalance: xafToDecimalString(u.principal_xaf ?? 0),
    referralBalance: xafToDecimalString(u.referral_xaf ?? 0),
    referralCode: u.referral_code,
    referredByUserId: u.referred_by_user_id,
    isActive: u.is_active === 1,
    mustChangePassword: u.must_change_password === 1,
    createdAt: u.created_at,
  };
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
