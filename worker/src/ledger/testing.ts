/**
 * Tests only: ledger writes that production never makes, kept in the ledger module so
 * that every INSERT into `ledger_transfers` lives here. Nothing outside tests imports it.
 */
import { type TransferSpec, transferStatement } from "./ledger";

/**
 * A transfer stamped `createdAt` (ISO 8601 UTC) instead of now, to set up a history as if
 * it had happened on an earlier day. Posts both balance changes by trigger, as any transfer.
 */
export function backdatedTransferStatement(db: D1Database, t: TransferSpec, createdAt: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(t.idempotencyKey, t.debit, t.credit, t.amountXaf, t.kind, t.userId ?? null, createdAt);
}

/**
 * Empties the returns reserve into operator capital (a `reserve_funding` transfer the
 * other way), so a test decides what the reserve can pay. Reads then writes: tests only.
 */
export async function drainReserve(db: D1Database): Promise<void> {
  const row = await db
    .prepare("SELECT balance_xaf AS b FROM ledger_accounts WHERE id = 'returns_reserve'")
    .first<{ b: number }>();
  if (!row || row.b <= 0) return;
  await transferStatement(db, {
    idempotencyKey: `drain:${crypto.randomUUID()}`,
    debit: "returns_reserve",
    credit: "operator_capital",
    amountXaf: row.b,
    kind: "reserve_funding",
  }).run();
}
