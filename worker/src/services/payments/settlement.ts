/**
 * The final batches of a payment (docs/product-rules.md#automatic-rails, RAIL-3, RAIL-5,
 * RAIL-8): success posts the money (a deposit: clearing → principal; a payout: its request
 * completed and its hold paid out to clearing with the fee) and claims the operator's
 * transaction id; failure releases a payout's hold to principal. Each is ONE D1 batch with
 * the guarded state change, its ledger transfers guarded on the new state (keyed
 * `payment:<id>` or by the withdrawal request) and the investor's notification, so it
 * posts at most once whoever settles it.
 */
import type { PaymentState } from "@app/schema/contracts/payments";
import { normaliseTransactionId } from "@app/schema/transaction-id";
import { postAtomically } from "../../ledger/ledger";
import { paymentDepositTransfer } from "../../ledger/transfers/deposits";
import { type WithdrawalFacts, withdrawalPayoutTransfers, withdrawalReleaseTransfer } from "../../ledger/transfers/withdrawals";
import type { ProviderTransaction } from "../../payments/provider";
import type { Rails } from "../../payments/rails-config";
import { numberOnTwoAccountsFlagStatement } from "../flags/rules";
import { personalNotificationStatement } from "../notifications/personal-notifications";
import { verifiedByDepositStatement } from "../verification/payout-numbers";
import { isOperatorTransactionTaken, operatorTransactionStatement } from "./operator-transactions";
import type { PaymentRow, PaymentSource } from "./payment-rows";
import { factsOf } from "./provider-report";
import { type TransitionFacts, toReview, transition } from "./transitions";

/** An SQL condition and its parameters, for guards inside a batch. */
type Guard = { sql: string; params: unknown[] };

/**
 * The success batch: the state, its history entry, then (deposit) clearing → principal and
 * the operator's transaction id claimed in `operator_transactions`, or (payout) the request
 * completed and its hold paid out to clearing with the fee; the notification. A transaction
 * id already credited by the manual path aborts the batch and sends the payment to review.
 */
export async function settleSuccess(
  rails: Rails,
  row: PaymentRow,
  tx: ProviderTransaction,
  from: readonly PaymentState[],
  source: PaymentSource,
  now: Date,
): Promise<void> {
  const { db } = rails;
  const succeeded: Guard = { sql: "(SELECT status FROM payments WHERE id = ?) = 'succeeded'", params: [row.id] };
  const facts = factsOf(tx);
  const statements = successTransitions(db, row, from, { source, now, ...facts });
  statements.push(
    operatorTransactionStatement(
      db,
      {
        operator: row.payment_method,
        key: tx.operatorReference ? normaliseTransactionId(tx.operatorReference) : "",
        source: "payment",
        sourceId: row.id,
      },
      succeeded,
    ),
    ...(row.direction === "deposit"
      ? depositSuccessStatements(db, row, succeeded, tx.phone !== null)
      : await payoutSuccessStatements(db, row, succeeded, now)),
  );
  try {
    await postAtomically(db, statements);
  } catch (err) {
    if (isOperatorTransactionTaken(err)) {
      await toReview(rails, row, from, source, now, `operator transaction ${tx.operatorReference} was already credited`, facts);
      return;
    }
    throw err;
  }
}

/**
 * The move to `succeeded`. A payout is paid from its hold only while its request is
 * `processing`: once the hold went back (the payout had failed), a success the provider
 * reports later is staff's to settle by an adjustment, never a second debit of the hold
 * (RAIL-5; the hold may hold another request's money), so it goes to `needs_review` instead.
 */
function successTransitions(
  db: D1Database,
  row: PaymentRow,
  from: readonly PaymentState[],
  f: Partial<TransitionFacts> & Pick<TransitionFacts, "source" | "now">,
): D1PreparedStatement[] {
  if (row.direction !== "payout") return transition(db, row.id, "succeeded", from, { ...f, nextPollAt: null });
  const requestOpen: Guard = {
    sql: "EXISTS (SELECT 1 FROM withdrawal_requests WHERE id = ? AND status = 'processing')",
    params: [row.withdrawal_request_id],
  };
  const reason = "paid by the provider after its hold went back to the user";
  return [
    ...transition(db, row.id, "succeeded", from, { ...f, nextPollAt: null }, requestOpen),
    ...transition(
      db,
      row.id,
      "needs_review",
      from,
      { ...f, reviewReason: reason, detail: reason },
      { sql: `NOT ${requestOpen.sql}`, params: requestOpen.params },
    ),
  ];
}

/**
 * A deposit's success: clearing → principal and the investor told (RAIL-3), and the number
 * verified for the account when the provider's answer names the payer (KYC-1: the holder
 * approved it with their PIN; the answer's number equals ours, or it went to review), or a flag
 * raised when another live account holds that number (KYC-2, AML-3); for an
 * account erased meanwhile, clearing → suspense, owed back to the payer (docs/product-rules.md#suspense).
 */
function depositSuccessStatements(db: D1Database, row: PaymentRow, succeeded: Guard, payerNamed: boolean): D1PreparedStatement[] {
  const facts = {
    paymentId: row.id,
    provider: row.provider,
    userId: row.user_id,
    amountXaf: row.amount_xaf,
    reference: row.reference,
  };
  const erased = "EXISTS (SELECT 1 FROM users WHERE id = ? AND deleted_at IS NOT NULL)";
  const live: Guard = { sql: `${succeeded.sql} AND NOT ${erased}`, params: [...succeeded.params, row.user_id] };
  return [
    paymentDepositTransfer(db, facts, live),
    paymentDepositTransfer(
      db,
      facts,
      { sql: `${succeeded.sql} AND ${erased}`, params: [...succeeded.params, row.user_id] },
      "suspense",
    ),
    personalNotificationStatement(
      db,
      { userId: row.user_id, code: "deposit_approved", params: { amountXaf: row.amount_xaf }, eventKey: `payment:${row.id}` },
      live,
    ),
    ...(payerNamed
      ? [
          // AML-3 before the verification, which (KYC-2) does nothing for a number another live account holds.
          numberOnTwoAccountsFlagStatement(db, { userId: row.user_id, number: row.phone, paymentId: row.id }, live),
          verifiedByDepositStatement(
            db,
            { userId: row.user_id, number: row.phone, operator: row.payment_method, paymentId: row.id },
            live,
          ),
        ]
      : []),
  ];
}

/** A payout's success: its request completed, its hold paid out with the fee, the investor told (RAIL-5). */
async function payoutSuccessStatements(
  db: D1Database,
  row: PaymentRow,
  succeeded: Guard,
  now: Date,
): Promise<D1PreparedStatement[]> {
  const w = await withdrawalFacts(db, row);
  return [
    db
      .prepare(
        `UPDATE withdrawal_requests SET status = 'completed', decided_at = COALESCE(decided_at, ?)
          WHERE id = ? AND status = 'processing' AND ${succeeded.sql}`,
      )
      .bind(now.toISOString(), w.id, ...succeeded.params),
    ...withdrawalPayoutTransfers(db, w, succeeded, { provider: row.provider, paymentId: row.id }),
    personalNotificationStatement(
      db,
      {
        userId: row.user_id,
        code: "withdrawal_approved",
        params: { amountXaf: w.amountXaf - w.feeXaf },
        eventKey: `withdrawal:${w.id}`,
      },
      succeeded,
    ),
  ];
}

/** What a failure records: the provider's (or our) code, and its words for the history. */
export type FailureFacts = {
  failureCode: string;
  detail?: string | null;
  raw?: unknown;
  providerStatus?: string | null;
} & Partial<TransitionFacts>;

/**
 * The failure batch: the state with the provider's code, then (payout) the request failed
 * and its hold released to principal; the notification in the user's words.
 */
export async function settleFailure(
  rails: Rails,
  row: PaymentRow,
  from: readonly PaymentState[],
  source: PaymentSource,
  now: Date,
  f: FailureFacts,
): Promise<void> {
  const { db } = rails;
  const failed: Guard = { sql: "(SELECT status FROM payments WHERE id = ?) = 'failed'", params: [row.id] };
  const statements = transition(db, row.id, "failed", from, { source, now, ...f, nextPollAt: null });
  // The investor's apps word the operator's code in their language (params.failureCode,
  // PayoutSummary.failureCode); the withdrawal's note is the staff's record.
  if (row.direction === "deposit") {
    statements.push(
      personalNotificationStatement(
        db,
        { userId: row.user_id, code: "deposit_rejected", params: { failureCode: f.failureCode }, eventKey: `payment:${row.id}` },
        failed,
      ),
    );
  } else {
    statements.push(...(await payoutFailureStatements(db, row, failed, f.failureCode, now)));
  }
  await postAtomically(db, statements);
}

/** A payout's failure: its request failed with a note, its hold released to principal, the investor told (RAIL-5). */
async function payoutFailureStatements(
  db: D1Database,
  row: PaymentRow,
  failed: Guard,
  failureCode: string,
  now: Date,
): Promise<D1PreparedStatement[]> {
  const w = await withdrawalFacts(db, row);
  const note = `The operator could not pay (${failureCode}).`;
  return [
    db
      .prepare(
        `UPDATE withdrawal_requests SET status = 'failed', admin_notes = ?, decided_at = COALESCE(decided_at, ?)
          WHERE id = ? AND status = 'processing' AND ${failed.sql}`,
      )
      .bind(note, now.toISOString(), w.id, ...failed.params),
    withdrawalReleaseTransfer(db, w, failed, row.id),
    personalNotificationStatement(
      db,
      {
        userId: row.user_id,
        code: "withdrawal_rejected",
        params: { failureCode },
        eventKey: `withdrawal:${w.id}`,
      },
      failed,
    ),
  ];
}

/** The withdrawal request payout `row` pays. */
async function withdrawalFacts(db: D1Database, row: PaymentRow): Promise<WithdrawalFacts> {
  const w = await db
    .prepare("SELECT id, user_id, amount_xaf, fee_xaf, payment_method, account_number FROM withdrawal_requests WHERE id = ?")
    .bind(row.withdrawal_request_id)
    .first<{
      id: number;
      user_id: number;
      amount_xaf: number;
      fee_xaf: number;
      payment_method: "MTN Mobile Money" | "Orange Money";
      account_number: string;
    }>();
  if (!w) throw new Error(`payout ${row.id} names no withdrawal request`);
  return {
    id: w.id,
    userId: w.user_id,
    amountXaf: w.amount_xaf,
    feeXaf: w.fee_xaf,
    paymentMethod: w.payment_method,
    accountNumber: w.account_number,
  };
}
