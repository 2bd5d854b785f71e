/**
 * Deposit verifications (spec: Deposit verification page, Admin deposit verifications;
 * decisions.md section 2: deposit approved = cash(method) -> user principal).
 * Raises `deposits_disabled` (503), `duplicate_transaction_id`, `already_decided` (409),
 * `not_found` (404).
 */
import type { DepositDecisionInput, DepositVerificationInput, DepositVerificationView } from "@app/schema/contracts/deposits";
import { xafToDecimalString } from "@app/schema/money";
import { ApiError, alreadyDecided } from "../lib/api-error";
import { postAtomically, transferStatement, userAccount } from "../ledger/ledger";
import { auditStatement, type AdminRow } from "./admins";
import { assertEnabled } from "./switches";
import type { UserRow } from "./users";

/** An investor's claim that they sent money; an admin checks it before any credit. */
export async function submitDepositVerification(
  db: D1Database,
  user: UserRow,
  input: DepositVerificationInput,
): Promise<{ id: number }> {
  await assertEnabled(db, "deposits");
  try {
    const row = await db
      .prepare(
        `INSERT INTO deposit_verifications (user_id, deposit_name, user_name, transaction_id, amount_xaf, payment_method)
         VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(user.id, input.depositName, input.userName, input.transactionId, input.amount, input.paymentMethod)
      .first<{ id: number }>();
    return { id: row!.id };
  } catch (err) {
    if (err instanceof Error && /UNIQUE constraint failed: deposit_verifications\.transaction_id/.test(err.message)) {
      throw new ApiError("duplicate_transaction_id", "This transaction ID has already been submitted.", [
        { field: "transactionId", code: "duplicate_transaction_id", message: "This transaction ID has already been submitted." },
      ]);
    }
    throw err;
  }
}

type Row = {
  id: number;
  user_id: number;
  full_name: string | null;
  phone: string | null;
  deposit_name: string;
  user_name: string;
  transaction_id: string;
  amount_xaf: number;
  payment_method: "MTN" | "Orange";
  status: "pending" | "approved" | "rejected";
  admin_notes: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
};

function toView(r: Row): DepositVerificationView {
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

/** Every verification not deleted, newest first. */
export async function listDepositVerifications(db: D1Database): Promise<DepositVerificationView[]> {
  const { results } = await db
    .prepare(
      `SELECT d.*, u.full_name, u.phone FROM deposit_verifications d LEFT JOIN users u ON u.id = d.user_id
        WHERE d.hidden_at IS NULL ORDER BY d.id DESC LIMIT 1000`,
    )
    .all<Row>();
  return results.map(toView);
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
  const action = `deposit.${input.status === "approved" ? "approve" : "reject"}`;
  const statements = [
    auditStatement(
      db,
      admin,
      action,
      { type: "deposit_verification", id },
      { amount, adminNotes: input.adminNotes },
      {
        sql: "(SELECT status FROM deposit_verifications WHERE id = ?) = 'pending'",
        params: [id],
      },
    ),
    db
      .prepare(
        `UPDATE deposit_verifications SET status = ?, admin_notes = ?, amount_xaf = ?, decided_by = ?,
                decided_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
          WHERE id = ? AND status = 'pending'`,
      )
      .bind(input.status, input.adminNotes ?? null, amount, admin.username, id),
  ];
  if (input.status === "approved") {
    statements.push(
      transferStatement(
        db,
        {
          idempotencyKey: `deposit:${id}`,
          debit: current.payment_method === "MTN" ? "cash:mtn" : "cash:orange",
          credit: userAccount(current.user_id, "principal"),
          amountXaf: amount,
          kind: "deposit",
          userId: current.user_id,
          reference: `deposit_verification:${id}`,
          memo: current.transaction_id,
        },
        // Only the batch whose UPDATE won the race sees its own admin as decider.
        { sql: "(SELECT status FROM deposit_verifications WHERE id = ?) = 'approved' AND changes() = 1", params: [id] },
      ),
    );
  }
  const [, update] = await postAtomically(db, statements);
  if (update!.meta.changes !== 1) throw alreadyDecided();
  const after = await db
    .prepare("SELECT d.*, u.full_name, u.phone FROM deposit_verifications d LEFT JOIN users u ON u.id = d.user_id WHERE d.id = ?")
    .bind(id)
    .first<Row>();
  return toView(after!);
}

/** Hides a verification from the admin list; a credit already made stays in the ledger. */
export async function deleteDepositVerification(db: D1Database, admin: AdminRow, id: number): Promise<void> {
  const [, update] = await db.batch([
    auditStatement(db, admin, "deposit.delete", { type: "deposit_verification", id }, undefined, {
      sql: "EXISTS (SELECT 1 FROM deposit_verifications WHERE id = ? AND hidden_at IS NULL)",
      params: [id],
    }),
    db
      .prepare(
        "UPDATE deposit_verifications SET hidden_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ? AND hidden_at IS NULL",
      )
      .bind(id),
  ]);
  if (update!.meta.changes !== 1) throw new ApiError("not_found", "Deposit verification not found.");
}
