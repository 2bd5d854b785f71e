/**
 * Deposit verifications (docs/product-rules.md#deposits): an investor's claim that they sent
 * money, submitted under the limits of DEP-8, and a verification as the staff's lists show
 * it. Staff decide it in decide.ts (DEP-5: deposit approved = cash(method) -> user principal).
 * Raises `deposits_disabled` (503), `duplicate_transaction_id`, `too_many_pending`,
 * `tier_limit`, `daily_limit_reached` (409).
 */
import type { DepositVerificationInput, DepositVerificationView } from "@app/schema/contracts/deposits";
import { xafToDecimalString } from "@app/schema/money";
import { ApiError } from "../../lib/api-error";
import { assertEnabled } from "../settings/switches";
import { doualaDayStartUtc } from "../../lib/douala-date";
import { normaliseTransactionId } from "@app/schema/transaction-id";
import type { UserRow } from "../users/accounts";
import type { depositVerifications } from "@app/schema/db/requests";
import type { users } from "@app/schema/db/users";
import type { SqlRow } from "../../lib/db";
import { DEPOSIT_LIMITS, windowsAt, withinLimitsSql } from "../limits/standing";
import { tierLimitRefusal } from "../limits/refusal";
import { nearTierLimitFlagStatement } from "../flags/near-tier-limit";
import { MAX_PENDING_VERIFICATIONS, MAX_VERIFICATIONS_PER_DAY } from "@app/schema/limits";

/**
 * An investor's claim that they sent money; an admin checks it before any credit.
 * The transaction id is compared in its normalised form (DEP-3): it must not belong to
 * any other verification, except a rejected one of the same user (a corrected
 * resubmission). The user may have at most 5 pending and 20 submissions today (DEP-8).
 * The limits of the investor's tier count it with their pending and approved deposits
 * (docs/product-rules.md#limits-by-tier, KYC-6). All the guards are in the INSERT's own
 * SQL, so concurrent submissions cannot pass them together; the same batch evaluates the
 * money-laundering rule AML-9 (docs/product-rules.md#aml-flags). Raises `deposits_disabled`
 * (503), `duplicate_transaction_id`, `too_many_pending`, `tier_limit`, `daily_limit_reached` (409).
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
  const windows = windowsAt(now, dayStart);
  let row: { id: number } | undefined;
  try {
    const [insert] = await db.batch([
      db
        .prepare(
          `INSERT INTO deposit_verifications
           (user_id, deposit_name, user_name, transaction_id, transaction_key, amount_xaf, payment_method)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7
          WHERE ${withinLimitsSql("CAST(?1 AS INTEGER)", windows, DEPOSIT_LIMITS, input.amount)}
            AND NOT EXISTS (SELECT 1 FROM deposit_verifications
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
        ),
      // AML-9 (docs/product-rules.md#aml-flags): a flag for staff, never a refusal.
      nearTierLimitFlagStatement(db, user.id, "deposit", now),
    ]);
    row = insert!.results[0] as { id: number } | undefined;
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
  const overLimit = await tierLimitRefusal(db, user.id, windows, DEPOSIT_LIMITS, input.amount);
  if (overLimit) throw overLimit;
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

/** A verification as the staff see it. */
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
