/**
 * The operator transaction ids credited (docs/product-rules.md#automatic-rails, RAIL-8): one key
 * shared by the manual deposit verification and the automatic rails, so an operator's
 * transaction is credited once, whichever path credits it first (migration 0017).
 */
import type { operatorTransactions } from "@app/schema/db/payments";
import type { SqlRow } from "../../lib/db";
import type { Guard } from "../../ledger/transfers/guard";

type Claim = Pick<SqlRow<typeof operatorTransactions>, "operator" | "source"> & { key: string; sourceId: string };

/**
 * Claims the operator's transaction id `key` (normalised, schema/src/transaction-id.ts) for
 * the verification or payment `sourceId`, in its crediting batch, when `guard` holds; an
 * empty key or a claim that source already made inserts nothing. A plain INSERT: an id the
 * other path already claimed aborts the batch (`isOperatorTransactionTaken`).
 */
export function operatorTransactionStatement(db: D1Database, t: Claim, guard: Guard): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO operator_transactions (operator, transaction_key, source, source_id)
       SELECT ?, ?, ?, ? WHERE ${guard.sql}
         AND ? <> '' AND NOT EXISTS (SELECT 1 FROM operator_transactions WHERE source = ? AND source_id = ?)`,
    )
    .bind(t.operator, t.key, t.source, t.sourceId, ...guard.params, t.key, t.source, t.sourceId);
}

/** True when a batch was refused because its operator transaction id was already credited. */
export function isOperatorTransactionTaken(err: unknown): boolean {
  return err instanceof Error && /UNIQUE constraint failed: operator_transactions/.test(err.message);
}
