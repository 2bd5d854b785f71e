/**
 * A withdrawal request as the staff see it (docs/product-rules.md#withdrawals, #approvals):
 * the row with its investor's name and phone (null once erased), its open proposal and its
 * automatic payout, whether it pays a number other than the registered phone (APR-3), and
 * its view. Used by the decisions, the staff's withdrawals list and the approvals.
 */
import type { WithdrawalView } from "@app/schema/contracts/withdrawals";
import type { withdrawalRequests } from "@app/schema/db/requests";
import type { users } from "@app/schema/db/users";
import { xafToDecimalString } from "@app/schema/money";
import type { SqlRow } from "../../lib/db";
import type { ProjectedRow } from "../../lib/sql-projection";
import { APPROVAL_THRESHOLD_SQL } from "../approvals/settings";
import { withdrawalPayout } from "../payments/payout-summary";

/**
 * What one admin may approve alone, in SQL over `w` and `u` (APR-2, APR-3): a payout to the
 * registered phone (the one they had when they asked and have now, not set by staff) at or
 * below the threshold. The staff's view, the approval and its batch guard all read this.
 */
export const ONE_ADMIN_SQL = `w.account_number = u.phone AND w.account_number = COALESCE(w.registered_phone, u.phone)
  AND u.phone_set_by_staff_at IS NULL AND w.amount_xaf <= ${APPROVAL_THRESHOLD_SQL}`;

/**
 * A withdrawal request with its investor's name and phone (null once erased) and its open
 * proposal (docs/product-rules.md#approvals), as `SELECT` below returns it.
 */
export type Row = Omit<SqlRow<typeof withdrawalRequests>, "payment_method"> &
  Pick<SqlRow<typeof users>, "full_name" | "phone" | "phone_set_by_staff_at"> & {
    payment_method: WithdrawalView["paymentMethod"];
    approval_id: number | null;
    /** 1 when approving needs a second admin (not ONE_ADMIN_SQL). */
    second_admin_required: number;
  } & ProjectedRow<typeof withdrawalPayout>;

export const SELECT = `SELECT w.*, u.full_name, u.phone, u.phone_set_by_staff_at,
    (SELECT a.id FROM approvals a WHERE a.kind = 'withdrawal_approval' AND a.target_id = w.id AND a.status = 'proposed') AS approval_id,
    CASE WHEN ${ONE_ADMIN_SQL} THEN 0 ELSE 1 END AS second_admin_required,
    ${withdrawalPayout.columns}
  FROM withdrawal_requests w LEFT JOIN users u ON u.id = w.user_id ${withdrawalPayout.joins}`;

/**
 * Whether the payout goes to a number other than the user's registered phone (APR-3): other
 * than the phone they had when they asked, or than the phone they have now (an Edit User
 * that set the phone to the payout number does not make it theirs). Digits are compared
 * as stored: both are 9 digits without +237 (schema/src/contracts/auth.ts). A phone staff set
 * (`phone_set_by_staff_at`) was not proven by its holder, so a payout to it is new too: one
 * admin can no longer change the number and pay to it alone (issue 34).
 */
export function isNewPayoutNumber(
  r: Pick<Row, "account_number" | "phone" | "registered_phone" | "phone_set_by_staff_at">,
): boolean {
  return (
    r.phone === null ||
    r.phone_set_by_staff_at !== null ||
    r.account_number !== r.phone ||
    (r.registered_phone !== null && r.account_number !== r.registered_phone)
  );
}

/** A withdrawal row as the staff see it. */
export function toView(r: Row): WithdrawalView {
  return {
    id: r.id,
    userId: r.user_id,
    fullName: r.full_name ?? "",
    phone: r.phone ?? "",
    amount: xafToDecimalString(r.amount_xaf),
    fee: xafToDecimalString(r.fee_xaf),
    amountToReceive: xafToDecimalString(r.amount_xaf - r.fee_xaf),
    accountName: r.account_name,
    accountNumber: r.account_number,
    paymentMethod: r.payment_method,
    status: r.status,
    adminNotes: r.admin_notes,
    decidedBy: r.decided_by,
    decidedAt: r.decided_at,
    createdAt: r.created_at,
    newPayoutNumber: isNewPayoutNumber(r),
    secondAdminRequired: Number(r.second_admin_required) === 1,
    approvalId: r.approval_id,
    payout: withdrawalPayout.read(r),
  };
}

/** Withdrawal `id` as the staff see it, or null. */
export async function getWithdrawal(db: D1Database, id: number): Promise<WithdrawalView | null> {
  const row = await db.prepare(`${SELECT} WHERE w.id = ?`).bind(id).first<Row>();
  return row && toView(row);
}
