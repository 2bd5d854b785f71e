/**
 * Staff changing what an investor's payouts depend on, their registered phone and
 * mobile-money service, as a two-person decision (docs/product-rules.md#approvals, APR-8;
 * #corrections): one admin proposes it from Edit User, a second admin's approval applies it.
 * Applying it ends the investor's sessions, tells them (`phone_changed`) and marks the
 * number as set by staff, so a payout to it needs a second admin too (APR-3). Raises
 * `phone_taken`, `user_details_changed`, `user_deleted` (409) when approving.
 */
import { ApiError } from "../../lib/api-error";
import { isBatchAborted } from "../../lib/db";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { type ApprovalClaim, type ApprovalPayload, proposalStatements } from "../approvals/proposals";
import { personalNotificationStatement } from "../notifications/personal-notifications";

/** A proposed change of phone and service: what the admin saw and what they asked for. */
export type PhoneChangePayload = Extract<ApprovalPayload, { kind: "phone_change" }>;

/** The statements recording the proposal of `change` by `admin` (no detail changes yet). */
export function phoneChangeProposal(
  db: D1Database,
  admin: AdminRow,
  change: Omit<PhoneChangePayload, "kind">,
  reason: string | null,
): D1PreparedStatement[] {
  return proposalStatements(db, admin, {
    payload: { kind: "phone_change", ...change },
    targetId: change.userId,
    amountXaf: 0,
    summary: `Change the payout details of user #${change.userId} from ${change.fromPhone} (${change.fromService}) to ${change.toPhone} (${change.toService})`,
    reason,
    newPayoutNumber: true,
  });
}

/**
 * Carries out an approved phone change, with `claim` first in its batch: the notification
 * (while the old details are there to compare with), the change guarded on the details the
 * proposer saw, the sessions ended, and the `user.phone_change` audit row. Raises
 * `user_deleted` when the user was erased, `user_details_changed` when their phone or service
 * is no longer what the proposer saw, `phone_taken` when another account took the number.
 */
export async function applyPhoneChange(
  db: D1Database,
  approver: AdminRow,
  p: PhoneChangePayload,
  claim: ApprovalClaim,
): Promise<void> {
  const seen = "deleted_at IS NULL AND phone IS ? AND mobile_money_service IS ?";
  try {
    await db.batch([
      ...claim,
      db
        .prepare(
          `INSERT INTO batch_aborts (code) SELECT 'user_details_changed'
            WHERE NOT EXISTS (SELECT 1 FROM users WHERE id = ? AND ${seen})`,
        )
        .bind(p.userId, p.fromPhone, p.fromService),
      personalNotificationStatement(
        db,
        { userId: p.userId, code: "phone_changed", params: {}, eventKey: `phone_changed:${p.userId}:${crypto.randomUUID()}` },
        { sql: "1", params: [] },
      ),
      db
        .prepare(
          `UPDATE users SET phone = ?, mobile_money_service = ?, phone_set_by_staff_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'),
                  session_epoch = session_epoch + 1
            WHERE id = ? AND ${seen}`,
        )
        .bind(p.toPhone, p.toService, p.userId, p.fromPhone, p.fromService),
      auditStatement(
        db,
        approver,
        "user.phone_change",
        { type: "user", id: p.userId },
        {
          before: { phone: p.fromPhone, mobileMoneyService: p.fromService },
          after: { phone: p.toPhone, mobileMoneyService: p.toService },
        },
      ),
    ]);
  } catch (err) {
    if (err instanceof Error && /UNIQUE constraint failed: users\.phone/.test(err.message)) throw phoneTaken();
    if (isBatchAborted(err)) {
      const now = await db
        .prepare("SELECT deleted_at IS NULL AS live, phone IS ? AND mobile_money_service IS ? AS same FROM users WHERE id = ?")
        .bind(p.fromPhone, p.fromService, p.userId)
        .first<{ live: number; same: number }>();
      if (!now?.live) throw new ApiError("user_deleted", "This user has been deleted.");
      if (!now.same) {
        throw new ApiError(
          "user_details_changed",
          "The user's phone or mobile money service is no longer what the proposer saw; nothing changed.",
        );
      }
    }
    throw err;
  }
}

/** 409 `phone_taken`, on the `phone` field. */
export function phoneTaken(): ApiError {
  return new ApiError("phone_taken", "Another account uses this phone number.", [
    { field: "phone", code: "phone_taken", message: "Another account uses this phone number." },
  ]);
}
