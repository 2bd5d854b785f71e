/**
 * Approving a withdrawal (docs/product-rules.md#approvals, APR-2, APR-3, APR-6): one admin
 * approves alone what goes to the registered phone at or below the threshold, checked again
 * by a guard inside the approval's batch; anything else becomes a proposal for a second
 * admin, whose approval pays only while the investor is still active. Raises what
 * `decideWithdrawal` raises, and `user_suspended` (409).
 */
import type { ProposalAccepted } from "@app/schema/contracts/approvals";
import type { WithdrawalView } from "@app/schema/contracts/withdrawals";
import type { Env } from "../../env";
import { ApiError, alreadyDecided } from "../../lib/api-error";
import { isBatchAborted } from "../../lib/db";
import type { Rails } from "../../payments/rails-config";
import type { AdminRow } from "../admins/accounts";
import { type ApprovalClaim, openProposal, proposalStatements } from "../approvals/proposals";
import { decideWithdrawal } from "./decide";
import { ONE_ADMIN_SQL, type Row, SELECT, isNewPayoutNumber } from "./staff-view";

/**
 * The guard of a one-admin approval, first in its batch: aborts it (`batch_guard_failed`)
 * unless withdrawal `id` still goes to the registered phone and is at or below the
 * threshold, so a phone edited or a threshold lowered after the check cannot let one admin
 * pay what needs two (docs/product-rules.md#approvals, APR-2, APR-3).
 */
export function oneAdminGuard(db: D1Database, id: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO batch_aborts (code) SELECT 'second_admin_required'
        WHERE NOT EXISTS (SELECT 1 FROM withdrawal_requests w JOIN users u ON u.id = w.user_id WHERE w.id = ? AND ${ONE_ADMIN_SQL})`,
    )
    .bind(id);
}
/**
 * Makes approving withdrawal `id` a proposal when it needs a second admin: above the
 * approval threshold or to a new payout number (docs/product-rules.md#approvals, APR-2,
 * APR-3). Answers the open proposal (a repeated request answers the same one), or null
 * when one admin may approve it. Raises `not_found`, `already_decided`.
 */
export async function proposeWithdrawalApproval(
  env: Pick<Env, "DB" | "APP_ENV">,
  admin: AdminRow,
  id: number,
  adminNotes: string | undefined,
): Promise<ProposalAccepted | null> {
  const db = env.DB;
  const w = await db.prepare(`${SELECT} WHERE w.id = ?`).bind(id).first<Row>();
  if (!w) throw new ApiError("not_found", "Withdrawal request not found.");
  if (w.status !== "pending") throw alreadyDecided();
  // The same rule the staff's view shows (staff-view.ts, ONE_ADMIN_SQL).
  if (Number(w.second_admin_required) !== 1) return null;
  const newPayoutNumber = isNewPayoutNumber(w);
  await db.batch(
    proposalStatements(db, admin, {
      payload: {
        kind: "withdrawal_approval",
        withdrawalId: id,
        userId: w.user_id,
        fullName: w.full_name ?? "",
        accountNumber: w.account_number,
        registeredPhone: w.phone ?? "",
        paymentMethod: w.payment_method,
        adminNotes: adminNotes ?? null,
      },
      targetId: id,
      amountXaf: w.amount_xaf,
      summary: `Approve withdrawal #${id} of ${w.amount_xaf} XAF to ${w.payment_method} ${w.account_number}`,
      reason: adminNotes ?? null,
      newPayoutNumber,
    }),
  );
  return openProposal(db, { withdrawalId: id });
}

/**
 * `PUT /api/admin/withdrawals/{id}/approve`: one admin approves withdrawal `id` when it goes to
 * the registered phone and is at or below the threshold; otherwise it becomes a proposal
 * for a second admin (docs/product-rules.md#approvals, APR-2, APR-3). The one-admin batch
 * checks that again inside itself; when the phone or the threshold changed in between, the
 * answer is the proposal. Raises what `decideWithdrawal` and `proposeWithdrawalApproval` raise.
 */
export async function approveWithdrawal(
  env: Pick<Env, "DB" | "APP_ENV">,
  admin: AdminRow,
  id: number,
  adminNotes: string | undefined,
  rails?: Rails,
  retried = false,
): Promise<{ proposal: ProposalAccepted } | { withdrawal: WithdrawalView }> {
  const proposal = await proposeWithdrawalApproval(env, admin, id, adminNotes);
  if (proposal) return { proposal };
  try {
    return { withdrawal: await decideWithdrawal(env.DB, admin, id, "approve", adminNotes, [oneAdminGuard(env.DB, id)], rails) };
  } catch (err) {
    if (!isBatchAborted(err)) throw err;
    if (retried) throw alreadyDecided();
    // It changed between the check and the batch: decide again on the state as it is now.
    return approveWithdrawal(env, admin, id, adminNotes, rails, true);
  }
}

/**
 * Carries out an approved proposal to approve withdrawal `id` (docs/product-rules.md#approvals,
 * APR-6): `decideWithdrawal` with the approval's `claim` and, in the same batch, a guard that
 * the investor is still active. Raises 409 `user_suspended` when they were suspended (or
 * erased): nothing is paid and the proposal fails; the hold stays until an admin rejects
 * the request. Otherwise raises what `decideWithdrawal` raises.
 */
export async function approveProposedWithdrawal(
  db: D1Database,
  approver: AdminRow,
  id: number,
  adminNotes: string | null,
  claim: ApprovalClaim,
  rails?: Rails,
): Promise<WithdrawalView> {
  const investorActive = `EXISTS (SELECT 1 FROM withdrawal_requests w JOIN users u ON u.id = w.user_id
      WHERE w.id = ?1 AND u.is_active = 1 AND u.deleted_at IS NULL)`;
  const guard = db.prepare(`INSERT INTO batch_aborts (code) SELECT 'user_suspended' WHERE NOT ${investorActive}`).bind(id);
  try {
    return await decideWithdrawal(db, approver, id, "approve", adminNotes, [...claim, guard], rails);
  } catch (err) {
    if (isBatchAborted(err) && !(await db.prepare(`SELECT ${investorActive} AS ok`).bind(id).first<{ ok: number }>())?.ok) {
      throw new ApiError(
        "user_suspended",
        "The investor's account was suspended: their withdrawal cannot be paid out. Reactivate the account or reject the withdrawal.",
      );
    }
    throw err;
  }
}
