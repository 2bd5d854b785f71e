/**
 * The transactions group of the operator's search (docs/product-rules.md#operator-views, OPS-4):
 * deposit verifications by a prefix of their normalised transaction key, ledger transfers by
 * id or by amount (on the partial amount index; daily returns are not searched by amount),
 * withdrawal requests and deposit verifications by id or by their reference as the
 * ledger shows it (`withdrawal:12`), and automatic payments by the reference investors are
 * shown (`LA-XXXXXXXX`, or its start). Each an index seek; duplicates dropped.
 */
import { SEARCH_LIMIT_PER_KIND, type SearchTransactionHit } from "@app/schema/contracts/admin-overview";
import { transferLabelSql } from "../../ledger/ledger";
import { PREFIX_END, type SearchTerms } from "./query-terms";

export interface TransactionHitRow {
  source: SearchTransactionHit["source"];
  id: number;
  user_id: number | null;
  user_name: string | null;
  kind: string;
  amount_xaf: number;
  reference: string | null;
  status: string | null;
  created_at: string;
  matched: SearchTransactionHit["matched"];
  payment_id: string | null;
}

const TX_COLS = `t.id, t.user_id, u.full_name AS user_name, t.kind, t.amount_xaf, ${transferLabelSql("t")} AS reference, NULL AS status, t.created_at, NULL AS payment_id`;

/** The index seeks for transactions, for the search's batch (none when the text can be none). */
export function transactionStatements(db: D1Database, t: SearchTerms): D1PreparedStatement[] {
  const limit = SEARCH_LIMIT_PER_KIND;
  const statements: D1PreparedStatement[] = [];
  // Deposit verifications by a prefix of the normalised transaction key (docs/product-rules.md#deposits,
  // DEP-3), so a lower-case, spaced or full-width copy of the id finds it; a seek on its index.
  if (t.key.length >= 2) {
    statements.push(
      db
        .prepare(
          `SELECT 'deposit_verification' AS source, d.id, d.user_id, u.full_name AS user_name, 'deposit_verification' AS kind,
                  d.amount_xaf, d.transaction_id AS reference, d.status, d.created_at, 'transaction_id' AS matched, NULL AS payment_id
             FROM deposit_verifications d LEFT JOIN users u ON u.id = d.user_id
            WHERE d.transaction_key >= ?1 AND d.transaction_key < ?2
            ORDER BY d.id DESC LIMIT ?3`,
        )
        .bind(t.key, t.key + PREFIX_END, limit),
    );
  }
  if (t.id !== null) {
    statements.push(
      db
        .prepare(
          `SELECT 'transfer' AS source, ${TX_COLS}, 'transfer_id' AS matched
             FROM ledger_transfers t LEFT JOIN users u ON u.id = t.user_id WHERE t.id = ?1`,
        )
        .bind(t.id),
    );
  }
  if (t.amount !== null) {
    statements.push(
      db
        .prepare(
          `SELECT 'transfer' AS source, ${TX_COLS}, 'amount' AS matched
             FROM ledger_transfers t INDEXED BY ledger_transfers_amount LEFT JOIN users u ON u.id = t.user_id
            WHERE t.amount_xaf = ?1 AND t.kind <> 'daily_return'
            ORDER BY t.id DESC LIMIT ?2`,
        )
        .bind(t.amount, limit),
    );
  }
  statements.push(...requestStatements(db, t));
  // Automatic payments by the reference investors are shown, or its start: a range seek on its unique index.
  if (t.paymentRef) {
    statements.push(
      db
        .prepare(
          `SELECT 'payment' AS source, p.seq AS id, p.user_id, u.full_name AS user_name, p.direction AS kind, p.amount_xaf,
                  p.reference, p.status, p.created_at, 'reference' AS matched, p.id AS payment_id
             FROM payments p LEFT JOIN users u ON u.id = p.user_id
            WHERE p.reference >= ?1 AND p.reference < ?2
            ORDER BY p.seq DESC LIMIT ?3`,
        )
        .bind(t.paymentRef, t.paymentRef + PREFIX_END, limit),
    );
  }
  return statements;
}

/** A request's reference as the ledger and the statements show it, or a bare id. */
function requestStatements(db: D1Database, t: SearchTerms): D1PreparedStatement[] {
  const { id, ref } = t;
  const statements: D1PreparedStatement[] = [];
  if (ref?.[1] === "withdrawal" || (id !== null && !ref)) {
    const wid = ref ? Number(ref[2]) : id;
    statements.push(
      db
        .prepare(
          `SELECT 'withdrawal' AS source, w.id, w.user_id, u.full_name AS user_name, 'withdrawal' AS kind, w.amount_xaf,
                  'withdrawal:' || w.id AS reference, w.status, w.created_at, ?2 AS matched, NULL AS payment_id
             FROM withdrawal_requests w LEFT JOIN users u ON u.id = w.user_id WHERE w.id = ?1`,
        )
        .bind(wid, ref ? "reference" : "id"),
    );
  }
  if (ref?.[1] === "deposit_verification" || (id !== null && !ref)) {
    const did = ref ? Number(ref[2]) : id;
    statements.push(
      db
        .prepare(
          `SELECT 'deposit_verification' AS source, d.id, d.user_id, u.full_name AS user_name, 'deposit_verification' AS kind,
                  d.amount_xaf, d.transaction_id AS reference, d.status, d.created_at, ?2 AS matched, NULL AS payment_id
             FROM deposit_verifications d LEFT JOIN users u ON u.id = d.user_id WHERE d.id = ?1`,
        )
        .bind(did, ref ? "reference" : "id"),
    );
  }
  return statements;
}

/** Each transaction once, at most the limit, as the search shows them. */
export function toTransactionHits(rows: TransactionHitRow[]): SearchTransactionHit[] {
  const seen = new Set<string>();
  const hits: SearchTransactionHit[] = [];
  for (const t of rows) {
    const key = `${t.source}:${t.id}`;
    if (seen.has(key) || hits.length >= SEARCH_LIMIT_PER_KIND) continue;
    seen.add(key);
    hits.push({
      source: t.source,
      id: t.id,
      userId: t.user_id,
      userName: t.user_name,
      kind: t.kind,
      amountXaf: t.amount_xaf,
      reference: t.reference,
      status: t.status,
      createdAt: t.created_at,
      matched: t.matched,
      paymentId: t.payment_id,
    });
  }
  return hits;
}
