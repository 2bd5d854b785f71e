/**
 * The investor's own withdrawal requests as they see them (docs/product-rules.md#money-status,
 * MST-3): read by user, newest first, by the user index, each with its automatic payout, if
 * any, and when a pending one is next looked at. Used by the dashboard and the statement.
 */
import type { WithdrawalView } from "@app/schema/contracts/dashboard";
import type { withdrawalRequests } from "@app/schema/db/requests";
import { xafToDecimalString } from "@app/schema/money";
import { nextProcessingStart } from "@app/schema/processing-hours";
import type { SqlRow } from "../../lib/db";
import type { ProjectedRow } from "../../lib/sql-projection";
import { withdrawalPayout } from "../payments/payout-summary";

export type WithdrawalRow = Pick<
  SqlRow<typeof withdrawalRequests>,
  "id" | "amount_xaf" | "fee_xaf" | "payment_method" | "account_number" | "status" | "admin_notes" | "created_at" | "decided_at"
> &
  ProjectedRow<typeof withdrawalPayout>;

/**
 * A user's withdrawal requests (?1 user, ?2 how many), newest first, by the user index, each
 * with its automatic payout, if any (docs/product-rules.md#automatic-rails).
 */
export const WITHDRAWALS_SQL = `SELECT w.id, w.amount_xaf, w.fee_xaf, w.payment_method, w.account_number, w.status, w.admin_notes,
          w.created_at, w.decided_at, ${withdrawalPayout.columns}
   FROM withdrawal_requests w ${withdrawalPayout.joins} WHERE w.user_id = ?1 ORDER BY w.id DESC LIMIT ?2`;

export function withdrawalsStatement(db: D1Database, userId: number, limit: number): D1PreparedStatement {
  return db.prepare(WITHDRAWALS_SQL).bind(userId, limit);
}

/** A withdrawal as the investor sees it (docs/product-rules.md#money-status, MST-3). */
export function toWithdrawalView(r: WithdrawalRow, now: Date): WithdrawalView {
  return {
    id: r.id,
    amount: xafToDecimalString(r.amount_xaf),
    fee: xafToDecimalString(r.fee_xaf),
    amountToReceive: xafToDecimalString(r.amount_xaf - r.fee_xaf),
    paymentMethod: r.payment_method,
    accountNumber: r.account_number,
    status: r.status,
    adminNote: r.admin_notes,
    createdAt: r.created_at,
    decidedAt: r.decided_at,
    nextStepAt: r.status === "pending" ? nextProcessingStart(now).toISOString() : null,
    payout: withdrawalPayout.read(r),
  };
}
