/**
 * The requests part of the operator's user page (docs/product-rules.md#operator-views, OPS-2):
 * every deposit verification and withdrawal request of the user, newest first, with its
 * state, note and who decided it. Read by the user's index.
 */
import type { OverviewDepositVerification, OverviewWithdrawal } from "@app/schema/contracts/admin-overview";
import type { MobileMoneyService } from "@app/schema/contracts/auth";

export function depositVerificationsStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT id, transaction_id, deposit_name, user_name, amount_xaf, payment_method, status, admin_notes,
              decided_by, decided_at, hidden_at, created_at
         FROM deposit_verifications WHERE user_id = ?1 ORDER BY id DESC`,
    )
    .bind(userId);
}

export function withdrawalsStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT id, amount_xaf, fee_xaf, account_name, account_number, payment_method, status, admin_notes,
              decided_by, decided_at, created_at
         FROM withdrawal_requests WHERE user_id = ?1 ORDER BY id DESC`,
    )
    .bind(userId);
}

export function toDepositVerification(d: Record<string, unknown>): OverviewDepositVerification {
  return {
    id: d.id as number,
    transactionId: d.transaction_id as string,
    depositName: d.deposit_name as string,
    userName: d.user_name as string,
    amountXaf: d.amount_xaf as number,
    paymentMethod: d.payment_method as OverviewDepositVerification["paymentMethod"],
    status: d.status as OverviewDepositVerification["status"],
    adminNotes: d.admin_notes as string | null,
    decidedBy: d.decided_by as string | null,
    decidedAt: d.decided_at as string | null,
    hidden: d.hidden_at !== null,
    createdAt: d.created_at as string,
  };
}

export function toWithdrawal(w: Record<string, unknown>): OverviewWithdrawal {
  return {
    id: w.id as number,
    amountXaf: w.amount_xaf as number,
    feeXaf: w.fee_xaf as number,
    accountName: w.account_name as string,
    accountNumber: w.account_number as string,
    paymentMethod: w.payment_method as MobileMoneyService,
    status: w.status as OverviewWithdrawal["status"],
    adminNotes: w.admin_notes as string | null,
    decidedBy: w.decided_by as string | null,
    decidedAt: w.decided_at as string | null,
    createdAt: w.created_at as string,
  };
}
