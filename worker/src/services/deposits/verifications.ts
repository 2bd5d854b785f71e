/**
 * Deposit verifications (docs/product-rules.md#deposits;
 * DEP-5: deposit approved = cash(method) -> user principal).
 * Raises `deposits_disabled` (503), `duplicate_transaction_id`, `too_many_pending`,
 * `daily_limit_reached`, `already_decided`, `user_deleted`, `decide_first` (409), `not_found` (404).
 */
import type { DepositDecisionInput, DepositVerificationInput, DepositVerificationView } from "@app/schema/contracts/deposits";
import { xafToDecimalString } from "@app/schema/money";
import { ApiError, alreadyDecided } from "../../lib/api-error";
import { postAtomically } from "../../ledger/ledger";
import { depositTransfer } from "../../ledger/transfers/deposits";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { personalNotificationStatement } from "../notifications/personal-notifications";
import { isOperatorTransactionTaken, operatorTransactionStatement } from "../payments/operator-transactions";
import { assertEnabled } from "../settings/switches";
import { doualaDayStartUtc } from "../../lib/douala-date";
import { normaliseTransactionId } from "@app/schema/transaction-id";
import type { UserRow } from "../users/accounts";
import type { depositVerifications } from "@app/schema/db/requests";
import type { users } from "@app/schema/db/users";
import type { SqlRow } from "../../lib/db";

/** At most this many verifications of one user wait for a decision (docs/product-rules.md#deposits, DEP-8). */
export const MAX_PENDING_VERIFICATIONS = 5;
/** At most this many submissions per user per Africa/Douala day (DEP-8). */
export const MAX_VERIFICATIONS_PER_DAY = 20;

/**
 * An investor's claim that they sent money; an admin checks it before any credit.
 * The transaction id is compared in its normalised form (DEP-3): it must not belong to
 * any other verification, except a rejected one of the same user (a corrected
 * resubmission). The user may have at most 5 pending and 20 submissions today (DEP-8).
 * All three guards are in the INSERT's own SQL, so concurrent submissions cannot pass
 * them together. Raises `deposits_disabled` (503), `duplicate_transaction_id`,
 * `too_many_pending`, `daily_limit_reached` (409).
 */
export async function submitDepositVerification(
  db: D1Database,
  user: UserRow,
  input: DepositVerificationInput,
  now: Date = new Date(),
): Promise<{ id: number }> {
  await assertEnabled(db, "deposits");
  const key = normaliseTransactionId(input.transactionId);
  const dayStart = doualaDayStartUtc(now);
  let row: { id: number } | null;
  try {
    row = await db
      .prepare(
        `INSERT INTO deposit_verifications
           (user_id, deposit_name, user_name, transaction_id, transaction_key, amount_xaf, payment_method)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7
          WHERE NOT EXISTS (SELECT 1 FROM deposit_verifications
                             WHERE transaction_key = ?5 AND (status <> 'rejected' OR user_id <> ?1))
            AND NOT EXISTS (SELECT 1 FROM operator_transactions WHERE operator = ?7 AND transaction_key = ?5)
            AND (SELECT COUNT(*) FROM deposit_verifications WHERE user_id = ?1 AND status = 'pending') < ?8
            AND (SELECT COUNT(*) FROM deposit_verifications WHERE user_id = ?1 AND created_at >= ?9) < ?10
         RETURNING id`,
      )
      .bind(
        user.id,
        input.depositName,
        input.userName,
        input.transactionId,
        key,
        input.amount,
        input.paymentMethod,
        MAX_PENDING_VERIFICATIONS,
        dayStart,
        MAX_VERIFICATIONS_PER_DAY,
      )
      .first<{ id: number }>();
  } catch (err) {
    if (err instanceof Error && /UNIQUE constraint failed: deposit_verifications\.transaction_key/.test(err.message)) {
      throw duplicateTransactionId();
    }
    throw err;
  }
  if (row) return { id: row.id };
  const why = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM deposit_verifications
                       WHERE transaction_key = ?2 AND (status <> 'rejected' OR user_id <> ?1))
                OR EXISTS (SELECT 1 FROM operator_transactions WHERE operator = ?3 AND transaction_key = ?2) AS duplicate,
              (SELECT COUNT(*) FROM deposit_verifications WHERE user_id = ?1 AND status = 'pending') AS pending`,
    )
    .bind(user.id, key, input.paymentMethod)
    .first<{ duplicate: number; pending: number }>();
  if (why?.duplicate) throw duplicateTransactionId();
  if ((why?.pending ?? 0) >= MAX_PENDING_VERIFICATIONS) {
    throw new ApiError(
      "too_many_pending",
      `You already have ${MAX_PENDING_VERIFICATIONS} deposit verifications waiting. Please wait until they are checked.`,
    );
  }
  throw new ApiError(
    "daily_limit_reached",
    `You have submitted ${MAX_VERIFICATIONS_PER_DAY} deposit verifications today. Please try again tomorrow.`,
  );
}

function duplicateTransactionId(): ApiError {
  return new ApiError("duplicate_transaction_id", "This transaction ID has already been submitted.", [
    { field: "transactionId", code: "duplicate_transaction_id", message: "This transaction ID has already been submitted." },
  ]);
}

/** A verification with its investor's name and phone (null once erased), as the lists read it. */
export type Row = Pick<
  SqlRow<typeof depositVerifications>,
  | "id"
  | "user_id"
  | "deposit_name"
  | "user_name"
  | "transaction_id"
  | "amount_xaf"
  | "payment_method"
  | "status"
  | "admin_notes"
  | "decided_by"
  | "decided_at"
  | "created_at"
> &
  Pick<SqlRow<typeof users>, "full_name" | "phone">;

export function toView(r: Row): DepositVerificationView {
  return {
    id: r.id,
    userId: r.user_id,
    fullName: r.full_name ?? "",
    phone: r.phone ?? "",
    depositName: r.deposit_name,
    userName: r.user_name,
    transactionId: r.transaction_id,
    amount: xafToDecimalString(r.amount_xaf),
    paymentMethod: r.payment_method,
    status: r.status,
    adminNotes: r.admin_notes,
    decidedBy: r.decided_by,
    decidedAt: r.decided_at,
    createdAt: r.created_at,
  };
}

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
  if (input.status === "approved") {
    statements.push(
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
      // The operator's transaction id, credited once whichever path credits it: one the
      // automatic rails already credited aborts this batch (docs/product-rules.md#automatic-rails, RAIL-8).
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
    );
  }
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
  if (update!.meta.changes !== 1) {
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
  const after = await db
    .prepare("SELECT d.*, u.full_name, u.phone FROM deposit_verifications d LEFT JOIN users u ON u.id = d.user_id WHERE d.id = ?")
    .bind(id)
    .first<Row>();
  return toView(after!);
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
