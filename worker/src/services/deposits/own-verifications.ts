/**
 * The investor's own deposit verifications as they see them (docs/product-rules.md#money-status,
 * MST-3): read by user, newest first, by the (user_id, id) index, each pending one with when
 * it is next looked at. Used by the dashboard and the statement.
 */
import type { DepositVerificationView } from "@app/schema/contracts/dashboard";
import type { depositVerifications } from "@app/schema/db/requests";
import { xafToDecimalString } from "@app/schema/money";
import { nextProcessingStart } from "@app/schema/processing-hours";
import type { SqlRow } from "../../lib/db";

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
