/**
 * Balance adjustments approved by a second admin (docs/product-rules.md#corrections,
 * #approvals, APR-6): one `adjustment` transfer per account, guarded inside the batch on the
 * balances the proposer saw and on the user not being erased. Raises `balance_changed`,
 * `user_deleted` (409), `not_found` (404).
 */
import { postReturnsStatements } from "../../ledger/transfers/returns";
import { ApiError } from "../../lib/api-error";
import { isBatchAborted } from "../../lib/db";
import { postAtomically, userAccount } from "../../ledger/ledger";
import { adjustmentTransfer } from "../../ledger/transfers/adjustments";
import type { AdminRow } from "../admins/accounts";
import { userEditAuditStatement } from "../admins/audit-log";
import { USER_SELECT, type UserRow } from "./accounts";

/** One account's move, from the balance the admin saw to the target, whole XAF. */
export type BalanceMove = { account: "principal" | "referral"; fromXaf: number; toXaf: number };

/** Aborts its batch (`batch_guard_failed`) when the user was erased or a balance is no longer its `fromXaf`. */
export function balancesGuard(db: D1Database, userId: number, moves: BalanceMove[]): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO batch_aborts (code) SELECT 'balance_changed'
        WHERE NOT EXISTS (SELECT 1 FROM users WHERE id = ?1 AND deleted_at IS NULL)
           OR ${moves.length ? moves.map((_, i) => `(SELECT balance_xaf FROM ledger_accounts WHERE id = ?${2 + 2 * i}) IS NOT ?${3 + 2 * i}`).join(" OR ") : "0"}`,
    )
    .bind(userId, ...moves.flatMap((m) => [userAccount(userId, m.account), m.fromXaf]));
}

/** 409 `balance_changed`: a balance moved since the admin opened the user; nothing was saved. */
export function balanceChanged(): ApiError {
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
      // The principal the admin saw includes accrued returns: they are posted first (RET-8).
      ...postReturnsStatements(db, p.userId),
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
