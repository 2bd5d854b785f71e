/**
 * Funding the returns reserve (docs/product-rules.md#transfer-kinds, #reserve): operator
 * capital -> returns reserve, with the operator's note as memo.
 */
import { transferStatement } from "../ledger";

/**
 * reserve_funding: operator capital -> returns reserve, with the operator's note as memo
 * (docs/product-rules.md#reserve). `idempotencyKey` is random per request.
 */
export function reserveFundingTransfer(
  db: D1Database,
  f: { idempotencyKey: string; amountXaf: number; note: string | null },
): D1PreparedStatement {
  return transferStatement(db, {
    idempotencyKey: f.idempotencyKey,
    debit: "operator_capital",
    credit: "returns_reserve",
    amountXaf: f.amountXaf,
    kind: "reserve_funding",
    memo: f.note,
  });
}
