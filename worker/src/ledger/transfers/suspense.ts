/**
 * The refund of a deposit held in suspense (docs/product-rules.md#suspense, SUS-2):
 * `suspense -> clearing:<provider>`, once per held deposit by its key.
 */
import { clearingAccount } from "../accounts";
import { transferStatement } from "../ledger";

/** suspense_refund: suspense -> the provider's clearing account, key `suspense_refund:<transferId>`. */
export function suspenseRefundTransfer(
  db: D1Database,
  r: { transferId: number; paymentId: string; provider: "pawapay" | "notchpay"; amountXaf: number; memo: string },
): D1PreparedStatement {
  return transferStatement(db, {
    idempotencyKey: suspenseRefundKey(r.transferId),
    debit: "suspense",
    credit: clearingAccount(r.provider),
    amountXaf: r.amountXaf,
    kind: "suspense_refund",
    paymentId: r.paymentId,
    memo: r.memo,
  });
}

/** The idempotency key of held deposit `transferId`'s refund. */
export function suspenseRefundKey(transferId: number): string {
  return `suspense_refund:${transferId}`;
}
