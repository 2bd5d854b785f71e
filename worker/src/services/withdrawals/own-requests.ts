/**
 * The investor's own deposit verifications and withdrawal requests as they see them
 * (docs/product-rules.md#money-status, MST-3): read by user, newest first, each with when
 * a pending one is next looked at. Used by the dashboard and the statement.
 */
import type { DepositVerificationView, WithdrawalView } from "@app/schema/contracts/dashboard";
import type { depositVerifications, withdrawalRequests } from "@app/schema/db/requests";
import { xafToDecimalString } from "@app/schema/money";
import { nextProcessingStart } from "@app/schema/processing-hours";
import type { SqlRow } from "../../lib/db";
import type { ProjectedRow } from "../../lib/sql-projection";
import { withdrawalPayout } from "../payments/payout-summary";

/** How many of a user's own requests the dashboard shows, newest first. */
export const DASHBOARD_REQUESTS_LIMIT = 50;

export type DepositVerificationRow = Pick<
  SqlRow<typeof depositVerifications>,
  "id" | "transaction_id" | "amount_xaf" | "payment_method" | "status" | "admin_notes" | "created_at" | "decided_at"
>;

/** A user's verifications (?1 user, ?2 how many), newest first, by the (user_id, id) index. */
export const DEPOSIT_VERIFICATIONS_SQL = `SELECT id, transaction_id, amount_xaf, payment_method, status, admin_notes, created_at, decided_at
   FROM deposit_verifications WHERE user_id = ?1 ORDER BY id DESC LIMIT ?2`;

export function depositVerificationsStatement(db: D1Database, userId: number, limit: number): D1PreparedStatement {
  return db.prepare(DEPOSIT_VERIFICATIONS_SQL).bind(userId, limit);
}

/**
 * A verification as the investor sees it; `now` decides when a pending one is next
 * looked at (docs/product-rules.md#money-status, MST-3).
 */
export function toDepositVerificationView(r: DepositVerificationRow, now: Date): DepositVerificationView {
  return {
    id: r.id,
    transactionId: r.transaction_id,
    amount: xafToDecimalString(r.amount_xaf),
    paymentMethod: r.payment_method,
    status: r.status,
    adminNote: r.admin_notes,
    createdAt: r.created_at,
    decidedAt: r.decided_at,
    nextStepAt: r.status === "pending" ? nextProcessingStart(now).toISOString() : null,
  };
}

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
