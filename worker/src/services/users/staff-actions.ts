/**
 * What admins do to investor accounts (docs/product-rules.md#admin-panel;
 * docs/product-rules.md#admin). Every action is written to the audit log in the same
 * batch as the change. Raises `not_found` (404).
 */
import type { AdminStats, AdminUserView, UserUpdateInput } from "@app/schema/contracts/admin";
import { decimalStringToXaf, xafToDecimalString } from "@app/schema/money";
import { ApiError, invalidField } from "../../lib/api-error";
import { isBatchAborted } from "../../lib/db";
import { postAtomically, userAccount } from "../../ledger/ledger";
import { adjustmentTransfer } from "../../ledger/transfers/adjustments";
import type { ProposalAccepted } from "@app/schema/contracts/approvals";
import { proposalStatements, proposedId } from "../approvals/proposals";
import type { AdminRow } from "../admins/accounts";
import { auditStatement, userEditAuditStatement } from "../admins/audit-log";
import { passwordResetNotificationStatement } from "../notifications/inbox";
import { hashPassword, temporaryPassword } from "../auth/passwords";
import { USER_SELECT, toAuthUser, type UserRow } from "./accounts";

export function toAdminUserView(u: UserRow): AdminUserView {
  return { ...toAuthUser(u), referredByUserId: u.referred_by_user_id };
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

/**
 * Edits a user's details (docs/product-rules.md#corrections). The profile fields change at
 * once. A balance whose target differs from the balance the admin saw (`expected...`) is
 * never moved here: the change becomes a proposal that a second admin approves
 * (docs/product-rules.md#approvals, APR-1), recorded in the same batch, and the answer
 * carries its `approvalId`. Both are written only if the live balances still equal what
 * the admin saw: that guard is SQL inside the same batch, so a deposit, return or
 * withdrawal landing meanwhile aborts the whole edit (no profile change, no audit row, no
 * proposal) with 409 `balance_changed`. A request whose targets equal what the admin saw
 * proposes nothing, whatever the live balances do.
 * Raises `balance_changed` (409), `phone_taken` (409), `not_found` (404); the reason rule
 * is checked by `userUpdateInput`.
 */
export async function updateUser(
  db: D1Database,
  admin: AdminRow,
  userId: number,
  input: UserUpdateInput,
): Promise<{ user: AdminUserView; proposal: ProposalAccepted | null }> {
  await getUser(db, userId);
  const moves = (
    [
      ["principal", input.principalBalance, input.expectedPrincipalBalance],
      ["referral", input.referralBalance, input.expectedReferralBalance],
    ] as const
  ).flatMap(([account, target, expected]) => {
    if (target === undefined || expected === undefined) return [];
    const toXaf = decimalStringToXaf(target);
    const fromXaf = decimalStringToXaf(expected);
    return toXaf === fromXaf ? [] : [{ account, fromXaf, toXaf }];
  });
  if (moves.length > 0 && !input.reason) throw invalidField("reason", "A reason is required to change a balance", "required");
  const proposal = moves.length
    ? proposalStatements(db, admin, {
        payload: { kind: "balance_adjustment", userId, fullName: input.fullName, reason: input.reason ?? "", moves },
        targetId: userId,
        amountXaf: Math.max(...moves.map((m) => Math.abs(m.toXaf - m.fromXaf))),
        summary: `Adjust ${moves.map((m) => `${m.account} ${m.fromXaf} -> ${m.toXaf} XAF`).join(", ")} of user #${userId}`,
        reason: input.reason ?? null,
      })
    : [];
  try {
    const results = await postAtomically(db, [
      balancesGuard(db, userId, moves),
      userEditAuditStatement(
        db,
        admin,
        userId,
        {
          fullName: input.fullName,
          phone: input.phone,
          mobileMoneyService: input.mobileMoneyService,
          isActive: input.isActive,
        },
        input.reason,
      ),
      db
        .prepare(
          `UPDATE users SET full_name = ?1, phone = ?2, mobile_money_service = ?3, is_active = ?4,
                  session_epoch = session_epoch + CASE WHEN ?4 = 0 AND is_active = 1 THEN 1 ELSE 0 END
            WHERE id = ?5 AND deleted_at IS NULL`,
        )
        .bind(input.fullName, input.phone, input.mobileMoneyService, input.isActive ? 1 : 0, userId),
      ...proposal,
    ]);
    const approvalId = proposal.length ? proposedId(results[3]) : null;
    return {
      user: toAdminUserView(await getUser(db, userId)),
      proposal: approvalId === null ? null : { approvalId, status: "proposed" },
    };
  } catch (err) {
    if (isBatchAborted(err)) {
      await getUser(db, userId); // erased meanwhile: 404
      throw balanceChanged();
    }
    if (err instanceof Error && /UNIQUE constraint failed: users\.phone/.test(err.message)) {
      throw new ApiError("phone_taken", "Another account uses this phone number.", [
        { field: "phone", code: "phone_taken", message: "Another account uses this phone number." },
      ]);
    }
    throw err;
  }
}

type BalanceMove = { account: "principal" | "referral"; fromXaf: number; toXaf: number };

/** Aborts its batch (`batch_guard_failed`) when the user was erased or a balance is no longer its `fromXaf`. */
function balancesGuard(db: D1Database, userId: number, moves: BalanceMove[]): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO batch_aborts (code) SELECT 'balance_changed'
        WHERE NOT EXISTS (SELECT 1 FROM users WHERE id = ?1 AND deleted_at IS NULL)
           OR ${moves.length ? moves.map((_, i) => `(SELECT balance_xaf FROM ledger_accounts WHERE id = ?${2 + 2 * i}) IS NOT ?${3 + 2 * i}`).join(" OR ") : "0"}`,
    )
    .bind(userId, ...moves.flatMap((m) => [userAccount(userId, m.account), m.fromXaf]));
}

function balanceChanged(): ApiError {
  return new ApiError(
    "balance_changed",
    "A balance changed since you opened this user (a deposit, return or withdrawal). Nothing was saved; check the new figures and try again.",
  );
}

/**
 * Carries out an approved balance adjustment (docs/product-rules.md#corrections, #approvals):
 * one `adjustment` transfer per account (adjustments <-> the user's account, keyed
 * `adjustment:approval-<id>:<account>`), audited as `user.update` by the approving admin,
 * with `claim` first in the batch. Refused with 409 `balance_changed` when a balance is no
 * longer what the proposer saw, and 409 `user_deleted` when the user was erased since the
 * proposal (APR-6: the proposal then fails, nothing is credited); both are decided by the
 * guard inside the batch. 404 for a user that never existed.
 */
export async function applyBalanceAdjustment(
  db: D1Database,
  approver: AdminRow,
  approvalId: number,
  p: { userId: number; reason: string; moves: BalanceMove[] },
  claim: D1PreparedStatement[],
): Promise<void> {
  const user = await db.prepare(`${USER_SELECT} WHERE u.id = ?`).bind(p.userId).first<UserRow>();
  if (!user) throw new ApiError("not_found", "User not found.");
  if (user.deleted_at !== null) throw userErased();
  try {
    await postAtomically(db, [
      ...claim,
      balancesGuard(db, p.userId, p.moves),
      userEditAuditStatement(
        db,
        approver,
        p.userId,
        {
          fullName: user.full_name,
          phone: user.phone,
          mobileMoneyService: user.mobile_money_service,
          isActive: user.is_active === 1,
          ...Object.fromEntries(p.moves.map((m) => [`${m.account}Xaf`, m.toXaf])),
        },
        p.reason,
      ),
      ...p.moves.map((m) =>
        adjustmentTransfer(db, {
          idempotencyKey: `adjustment:approval-${approvalId}:${m.account}`,
          userId: p.userId,
          kind: m.account,
          targetXaf: m.toXaf,
          seenXaf: m.fromXaf,
          adminId: approver.id,
          reason: p.reason,
        }),
      ),
    ]);
  } catch (err) {
    if (isBatchAborted(err)) {
      const erased = await db
        .prepare("SELECT deleted_at IS NOT NULL AS erased FROM users WHERE id = ?")
        .bind(p.userId)
        .first<{ erased: number }>();
      throw erased?.erased ? userErased() : balanceChanged();
    }
    throw err;
  }
}

/** 409 `user_deleted`: an approved adjustment of a user erased since it was proposed credits nothing (APR-6, DEL-1). */
function userErased(): ApiError {
  return new ApiError("user_deleted", "This user's account has been deleted since the proposal: nothing can be credited to it.");
}

/**
 * Erases a person's data and closes the account (docs/product-rules.md#erasure). Refused
 * with 409 `user_has_pending_requests` while a deposit verification or withdrawal of
 * theirs is pending (approving it later would credit an account nobody can reach), and
 * with 409 `user_holds_money` while any of their accounts is non-zero or an investment
 * is active. Both guards are in the UPDATE itself. Ledger entries stay, anonymised.
 */
export async function deleteUser(db: D1Database, admin: AdminRow, userId: number): Promise<void> {
  await getUser(db, userId);
  const noPending = `NOT EXISTS (SELECT 1 FROM deposit_verifications WHERE user_id = ? AND status = 'pending')
    AND NOT EXISTS (SELECT 1 FROM withdrawal_requests WHERE user_id = ? AND status = 'pending')`;
  const holdsNothing = `NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE user_id = ? AND balance_xaf <> 0)
    AND NOT EXISTS (SELECT 1 FROM investments WHERE user_id = ? AND is_active = 1)`;
  const guard = `${noPending} AND ${holdsNothing}`;
  const ids = [userId, userId, userId, userId];
  const [, erase] = await db.batch([
    auditStatement(db, admin, "user.delete", { type: "user", id: userId }, undefined, { sql: guard, params: ids }),
    db
      .prepare(
        `UPDATE users SET full_name = NULL, phone = NULL, password_hash = NULL, referral_code = NULL,
                deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), session_epoch = session_epoch + 1, is_active = 0
          WHERE id = ? AND deleted_at IS NULL AND ${guard}`,
      )
      .bind(userId, ...ids),
  ]);
  if (erase!.meta.changes === 1) return;
  const pending = await db.prepare(`SELECT NOT (${noPending}) AS pending`).bind(userId, userId).first<{ pending: number }>();
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
