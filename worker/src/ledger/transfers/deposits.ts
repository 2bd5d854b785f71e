/**
 * Transfers of money coming in (docs/product-rules.md#transfer-kinds, #deposits,
 * #automatic-rails): a deposit verified by staff (cash(method) -> principal) and a deposit a
 * provider collected (its clearing account -> principal), each once per cause by its key.
 */
import type { PaymentProviderName as ProviderName } from "@app/schema/contracts/payments";
import { cashAccount, clearingAccount, userAccount } from "../accounts";
import { transferStatement } from "../ledger";
import type { Guard } from "./guard";

/** deposit: cash(method) -> the user's principal, once per approved verification. */
export function depositTransfer(
  db: D1Database,
  d: { verificationId: number; userId: number; method: "MTN" | "Orange"; amountXaf: number; transactionId: string },
  guard: Guard,
): D1PreparedStatement {
  return transferStatement(
    db,
    {
      idempotencyKey: `deposit:${d.verificationId}`,
      debit: cashAccount(d.method),
      credit: userAccount(d.userId, "principal"),
      amountXaf: d.amountXaf,
      kind: "deposit",
      userId: d.userId,
      depositVerificationId: d.verificationId,
      memo: d.transactionId,
    },
    guard,
  );
}

/**
 * deposit through a provider: the provider's clearing account -> the user's principal, or
 * -> `suspense` when the account was erased meanwhile (`to`; docs/product-rules.md#suspense),
 * once per payment (key `payment:<id>`, so only one of the two ever posts), in the batch
 * that marks it succeeded (`guard`; docs/product-rules.md#automatic-rails). Memo: our reference.
 */
export function paymentDepositTransfer(
  db: D1Database,
  p: { paymentId: string; provider: ProviderName; userId: number; amountXaf: number; reference: string },
  guard: Guard,
  to: "principal" | "suspense" = "principal",
): D1PreparedStatement {
  return transferStatement(
    db,
    {
      idempotencyKey: `payment:${p.paymentId}`,
      debit: clearingAccount(p.provider),
      credit: to === "suspense" ? "suspense" : userAccount(p.userId, "principal"),
      amountXaf: p.amountXaf,
      kind: "deposit",
      userId: p.userId,
      paymentId: p.paymentId,
      memo: p.reference,
    },
    guard,
  );
}
