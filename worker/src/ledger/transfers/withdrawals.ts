/**
 * Transfers of withdrawals (docs/product-rules.md#transfer-kinds, #withdrawals,
 * #automatic-rails): principal -> hold when requested; on payout, hold -> cash(method) or the
 * provider's clearing account and hold -> fees; on rejection or a failed payout, hold ->
 * principal. The keys are the request's, so a request is paid or released once whichever
 * path decides it.
 */
import type { PaymentProviderName as ProviderName } from "@app/schema/contracts/payments";
import { cashAccount, clearingAccount, userAccount, userAccountSql } from "../accounts";
import { transferStatement } from "../ledger";
import type { Guard } from "./guard";

/**
 * withdrawal_hold: principal -> withdrawal hold, for the withdrawal request inserted by
 * the previous statement of the same batch (none when that insert was refused). Memo: the
 * payment method (docs/product-rules.md#withdrawals).
 */
export function withdrawalHoldTransfer(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, withdrawal_request_id, memo)
       SELECT 'withdrawal_hold:' || w.id, ${userAccountSql("w.user_id", "principal")}, ${userAccountSql("w.user_id", "withdrawal_hold")}, w.amount_xaf,
              'withdrawal_hold', w.user_id, w.id, w.payment_method
         FROM withdrawal_requests w WHERE w.id = last_insert_rowid() AND w.user_id = ? AND changes() = 1`,
    )
    .bind(userId);
}

/** The withdrawal request a decision concerns. */
export interface WithdrawalFacts {
  id: number;
  userId: number;
  amountXaf: number;
  feeXaf: number;
  paymentMethod: "MTN Mobile Money" | "Orange Money";
  accountNumber: string;
}

/**
 * withdrawal_payout and withdrawal_fee: when the payout is made, the hold -> cash(method)
 * for the amount minus the fee (memo: the number paid), and the hold -> fees for the fee.
 * A payout the provider made (`payout`) credits the provider's clearing account instead
 * and links the payment (docs/product-rules.md#automatic-rails). The keys are the
 * request's, so a request is paid once whichever path pays it.
 */
export function withdrawalPayoutTransfers(
  db: D1Database,
  w: WithdrawalFacts,
  guard: Guard,
  payout?: { provider: ProviderName; paymentId: string },
): D1PreparedStatement[] {
  const base = {
    userId: w.userId,
    withdrawalRequestId: w.id,
    debit: userAccount(w.userId, "withdrawal_hold"),
    paymentId: payout?.paymentId ?? null,
  };
  return [
    transferStatement(
      db,
      {
        ...base,
        idempotencyKey: `withdrawal_payout:${w.id}`,
        credit: payout ? clearingAccount(payout.provider) : cashAccount(w.paymentMethod),
        amountXaf: w.amountXaf - w.feeXaf,
        kind: "withdrawal_payout",
        memo: w.accountNumber,
      },
      guard,
    ),
    transferStatement(
      db,
      { ...base, idempotencyKey: `withdrawal_fee:${w.id}`, credit: "fees", amountXaf: w.feeXaf, kind: "withdrawal_fee" },
      guard,
    ),
  ];
}

/**
 * withdrawal_release: on rejection, or when the provider finally failed the payout
 * (`paymentId`), the whole hold goes back to principal.
 */
export function withdrawalReleaseTransfer(
  db: D1Database,
  w: WithdrawalFacts,
  guard: Guard,
  paymentId?: string,
): D1PreparedStatement {
  return transferStatement(
    db,
    {
      paymentId: paymentId ?? null,
      idempotencyKey: `withdrawal_release:${w.id}`,
      debit: userAccount(w.userId, "withdrawal_hold"),
      credit: userAccount(w.userId, "principal"),
      amountXaf: w.amountXaf,
      kind: "withdrawal_release",
      userId: w.userId,
      withdrawalRequestId: w.id,
    },
    guard,
  );
}
