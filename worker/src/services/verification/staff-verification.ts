/**
 * Staff verifying a number for an investor (docs/product-rules.md#verified-numbers, KYC-3):
 * a two-person decision with a reason; once a second admin approves it, the number is
 * verified for the account but receives payouts only after the cooling-off, and the investor
 * is told at once (`payout_number_added`). Raises `not_found` (404), `payout_number_taken`,
 * `user_deleted` (409).
 */
import type { ProposalAccepted } from "@app/schema/contracts/approvals";
import type { PayoutNumberProposalInput } from "@app/schema/contracts/verification";
import { ApiError } from "../../lib/api-error";
import { isBatchAborted } from "../../lib/db";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { type ApprovalClaim, type ApprovalPayload, proposalStatements, proposedId } from "../approvals/proposals";
import { payoutNumberCoolingOffHours } from "../approvals/settings";
import { personalNotificationStatement } from "../notifications/personal-notifications";
import { getUser } from "../users/staff-view";

type VerificationPayload = Extract<ApprovalPayload, { kind: "number_verification" }>;

const LIVE_NUMBER = "SELECT user_id FROM payout_numbers WHERE number = ? AND released_at IS NULL";

/**
 * Proposes verifying `input.number` for user `userId`, for a second admin. Refused at once
 * (409 `payout_number_taken`, field `number`) when the number is verified for any live
 * account, this one included. Raises `not_found` (404).
 */
export async function proposeNumberVerification(
  db: D1Database,
  admin: AdminRow,
  userId: number,
  input: PayoutNumberProposalInput,
): Promise<ProposalAccepted> {
  const user = await getUser(db, userId);
  if (await db.prepare(LIVE_NUMBER).bind(input.number).first()) throw numberTaken();
  const payload: VerificationPayload = {
    kind: "number_verification",
    userId,
    fullName: user.full_name ?? "",
    number: input.number,
    service: input.service,
  };
  const [inserted] = await db.batch(
    proposalStatements(db, admin, {
      payload,
      targetId: userId,
      amountXaf: 0,
      summary: `Verify ${input.number} (${input.service}) for the payouts of user #${userId}`,
      reason: input.reason,
      newPayoutNumber: true,
    }),
  );
  return { approvalId: proposedId(inserted)!, status: "proposed" };
}

/**
 * Carries out an approved verification, `claim` first in its batch: the number verified for
 * the account, usable after the cooling-off; the investor told; the `payout_number.verify`
 * audit row. Raises `payout_number_taken` when another account verified it meanwhile,
 * `user_deleted` when the account was erased.
 */
export async function applyNumberVerification(
  db: D1Database,
  approver: AdminRow,
  approvalId: number,
  p: VerificationPayload,
  claim: ApprovalClaim,
): Promise<void> {
  const hours = await payoutNumberCoolingOffHours(db);
  try {
    await db.batch([
      ...claim,
      db
        .prepare(
          "INSERT INTO batch_aborts (code) SELECT 'user_deleted' WHERE NOT EXISTS (SELECT 1 FROM users WHERE id = ? AND deleted_at IS NULL)",
        )
        .bind(p.userId),
      db
        .prepare(
          `INSERT INTO payout_numbers (user_id, number, service, source, approval_id, usable_from)
           VALUES (?, ?, ?, 'staff', ?, strftime('%Y-%m-%dT%H:%M:%fZ','now', '+${hours} hours'))`,
        )
        .bind(p.userId, p.number, p.service, approvalId),
      personalNotificationStatement(db, {
        userId: p.userId,
        code: "payout_number_added",
        params: { number: p.number, hours },
        eventKey: `payout_number:${approvalId}`,
      }),
      auditStatement(
        db,
        approver,
        "payout_number.verify",
        { type: "user", id: p.userId },
        { number: p.number, service: p.service },
      ),
    ]);
  } catch (err) {
    if (err instanceof Error && /UNIQUE constraint failed: payout_numbers/.test(err.message)) throw numberTaken();
    if (isBatchAborted(err)) {
      const live = await db.prepare("SELECT 1 AS x FROM users WHERE id = ? AND deleted_at IS NULL").bind(p.userId).first();
      if (!live) throw new ApiError("user_deleted", "This user has been deleted.");
    }
    throw err;
  }
}

function numberTaken(): ApiError {
  const message = "This number is already verified for an account.";
  return new ApiError("payout_number_taken", message, [{ field: "number", code: "payout_number_taken", message }]);
}
