/**
 * Staff deciding a deposit verification (docs/product-rules.md#deposits, DEP-5, DEP-6;
 * #erasure, DEL-4): approval credits cash(method) -> the investor's principal in the same
 * batch as the state change, guarded so two approvals credit once; rejection credits
 * nothing; a decided verification may be hidden from the list. Every decision is audited
 * and the investor told in the same batch. Raises `already_decided`, `already_credited`,
 * `user_deleted`, `decide_first` (409), `not_found` (404).
 */
import type { DepositDecisionInput, DepositVerificationView } from "@app/schema/contracts/deposits";
import { normaliseTransactionId } from "@app/schema/transaction-id";
import { ApiError, alreadyDecided } from "../../lib/api-error";
import { postAtomically } from "../../ledger/ledger";
import { depositTransfer } from "../../ledger/transfers/deposits";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { personalNotificationStatement } from "../notifications/personal-notifications";
import { isOperatorTransactionTaken, operatorTransactionStatement } from "../payments/operator-transactions";
import { type Row, toView } from "./verifications";

/**
 * Approves or rejects a pending verification. Approval credits the investor's principal
 * from the method's cash account in the same batch as the state change; the state guard
 * and the idempotency key `deposit:<id>` make two simultaneous approvals credit once.
 */
export async function decideDepositVerification(
  db: D1Database,
  admin: AdminRow,
  id: number,
  input: DepositDecisionInput,
): Promise<DepositVerificationView> {
  const current = await db
    .prepare("SELECT * FROM deposit_verifications WHERE id = ? AND hidden_at IS NULL")
    .bind(id)
    .first<Row>();
  if (!current) throw new ApiError("not_found", "Deposit verification not found.");
  if (current.status !== "pending") throw alreadyDecided();
  const amount = input.amount ?? current.amount_xaf;
  // An erased user's deposit may be rejected, never approved (docs/product-rules.md#erasure, DEL-4).
  const userLive = "(? = 'rejected' OR EXISTS (SELECT 1 FROM users WHERE id = ? AND deleted_at IS NULL))";
  const action = `deposit.${input.status === "approved" ? "approve" : "reject"}`;
  const statements = [
    auditStatement(
      db,
      admin,
      action,
      { type: "deposit_verification", id },
      { amount, adminNotes: input.adminNotes },
      {
        sql: `(SELECT status FROM deposit_verifications WHERE id = ?) = 'pending' AND ${userLive}`,
        params: [id, input.status, current.user_id],
      },
    ),
    db
      .prepare(
        `UPDATE deposit_verifications SET status = ?1, admin_notes = ?2, amount_xaf = ?3, decided_by = ?4,
                decided_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
          WHERE id = ?5 AND status = 'pending'
            AND (?1 = 'rejected' OR EXISTS (SELECT 1 FROM users WHERE id = ?6 AND deleted_at IS NULL))`,
      )
      .bind(input.status, input.adminNotes ?? null, amount, admin.username, id, current.user_id),
  ];
  if (input.status === "approved") statements.push(...creditStatements(db, current, amount));
  // The investor is told once, in the same batch (docs/product-rules.md#notifications, NOT-3).
  statements.push(
    personalNotificationStatement(
      db,
      {
        userId: current.user_id,
        code: input.status === "approved" ? "deposit_approved" : "deposit_rejected",
        params: input.status === "approved" ? { amountXaf: amount } : { note: input.adminNotes ?? null },
        eventKey: `deposit_verification:${id}`,
      },
      { sql: "(SELECT status FROM deposit_verifications WHERE id = ?) = ?", params: [id, input.status] },
    ),
  );
  let update: D1Result | undefined;
  try {
    [, update] = await postAtomically(db, statements);
  } catch (err) {
    if (isOperatorTransactionTaken(err)) {
      throw new ApiError(
        "already_credited",
        "This transaction was already credited by an automatic payment: reject this verification.",
      );
    }
    throw err;
  }
  if (update!.meta.changes !== 1) await raiseWhyNotDecided(db, id, input);
  const after = await db
    .prepare("SELECT d.*, u.full_name, u.phone FROM deposit_verifications d LEFT JOIN users u ON u.id = d.user_id WHERE d.id = ?")
    .bind(id)
    .first<Row>();
  return toView(after!);
}

/**
 * The credit of an approval: cash(method) -> principal, posted only by the batch whose
 * UPDATE won the race, and the operator's transaction id claimed, credited once whichever
 * path credits it: one the automatic rails already credited aborts this batch
 * (docs/product-rules.md#automatic-rails, RAIL-8).
 */
function creditStatements(db: D1Database, current: Row, amount: number): D1PreparedStatement[] {
  const id = current.id;
  return [
    depositTransfer(
      db,
      {
        verificationId: id,
        userId: current.user_id,
        method: current.payment_method,
        amountXaf: amount,
        transactionId: current.transaction_id,
      },
      // Only the batch whose UPDATE won the race sees its own admin as decider.
      { sql: "(SELECT status FROM deposit_verifications WHERE id = ?) = 'approved' AND changes() = 1", params: [id] },
    ),
    operatorTransactionStatement(
      db,
      {
        operator: current.payment_method,
        key: normaliseTransactionId(current.transaction_id),
        source: "verification",
        sourceId: String(id),
      },
      { sql: "(SELECT status FROM deposit_verifications WHERE id = ?) = 'approved'", params: [id] },
    ),
  ];
}

/** Why the decision's UPDATE changed nothing: the user was erased meanwhile (approval), or another admin decided first. */
async function raiseWhyNotDecided(db: D1Database, id: number, input: DepositDecisionInput): Promise<never> {
  const now = await db
    .prepare("SELECT d.status, u.deleted_at FROM deposit_verifications d LEFT JOIN users u ON u.id = d.user_id WHERE d.id = ?")
    .bind(id)
    .first<{ status: string; deleted_at: string | null }>();
  if (now?.status === "pending" && input.status === "approved") {
    throw new ApiError(
      "user_deleted",
      "This user's account has been deleted: the deposit cannot be credited. Reject it and settle the money outside the platform.",
    );
  }
  throw alreadyDecided();
}

/**
 * Hides a decided verification from the admin list; a credit already made stays in the
 * ledger (docs/product-rules.md#deposits, DEP-6). A pending one is refused (409
 * `decide_first`, guard in the UPDATE): hidden, it could never be decided, yet would
 * count towards the user's pending limit (DEP-8) and block their erasure (DEL-3) for ever.
 */
export async function deleteDepositVerification(db: D1Database, admin: AdminRow, id: number): Promise<void> {
  const [, update] = await db.batch([
    auditStatement(db, admin, "deposit.delete", { type: "deposit_verification", id }, undefined, {
      sql: "EXISTS (SELECT 1 FROM deposit_verifications WHERE id = ? AND hidden_at IS NULL AND status <> 'pending')",
      params: [id],
    }),
    db
      .prepare(
        `UPDATE deposit_verifications SET hidden_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
          WHERE id = ? AND hidden_at IS NULL AND status <> 'pending'`,
      )
      .bind(id),
  ]);
  if (update!.meta.changes === 1) return;
  const row = await db
    .prepare("SELECT status FROM deposit_verifications WHERE id = ? AND hidden_at IS NULL")
    .bind(id)
    .first<{ status: string }>();
  if (row?.status === "pending") {
    throw new ApiError("decide_first", "This deposit verification is still pending. Approve or reject it first, then delete it.");
  }
  throw new ApiError("not_found", "Deposit verification not found.");
}
