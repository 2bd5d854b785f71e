/**
 * What approving each kind of proposal carries out (docs/product-rules.md#approvals): the
 * same service functions a one-admin action uses, with the approval's claim first in their
 * batch (docs/decisions/0028-two-person-approval.md). Kept apart from `proposals.ts`, which
 * the action services import to record proposals.
 */
import { applyBalanceAdjustment } from "../users/balance-adjustments";
import type { ApprovalExecutor } from "./decide";
import type { Rails } from "../../payments/rails-config";
import { refundFromSuspense } from "../payments/suspense";
import { fundReserve } from "../reserve/reserve";
import { applyPhoneChange } from "../users/phone-change";
import { applyIdentityVerification } from "../identity/staff-decisions";
import { applyNumberVerification } from "../verification/staff-verification";
import { approveProposedWithdrawal } from "../withdrawals/approve";

/** The executor of proposal `approvalId`, for `approve`. Raises what the action raises. */
export function carryOut(db: D1Database, approvalId: number, rails?: Rails): ApprovalExecutor {
  return async (approver, p, claim) => {
    switch (p.kind) {
      case "reserve_funding":
        await fundReserve(db, approver, p.amountXaf, p.note, p.requestId, claim);
        return;
      case "balance_adjustment":
        await applyBalanceAdjustment(db, approver, approvalId, p, claim);
        return;
      case "withdrawal_approval":
        // Only while the investor is still active (APR-6).
        await approveProposedWithdrawal(db, approver, p.withdrawalId, p.adminNotes, claim, rails);
        return;
      case "phone_change":
        await applyPhoneChange(db, approver, p, claim);
        return;
      case "number_verification":
        await applyNumberVerification(db, approver, approvalId, p, claim);
        return;
      case "identity_verification":
        await applyIdentityVerification(db, approver, approvalId, p, claim);
        return;
      case "suspense_refund":
        await refundFromSuspense(db, approver, p, claim);
        return;
    }
  };
}
