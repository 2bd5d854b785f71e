/**
 * The exact size of each group of the operator's global search (docs/product-rules.md#operator-views,
 * OPS-4), so "Users (20)" never hides the 111 that match: users are counted by the users list
 * itself with the same `q` (its total is what the "see all" link opens), transactions and
 * cards by one COUNT over the same conditions the search uses, without its LIMIT. Every
 * count is one statement on an index or a short table, except the users one, which is the
 * list's own COUNT (docs/product-rules.md#admin-lists, LST-2).
 */
import type { SearchResponse } from "@app/schema/contracts/admin-overview";
import { listUsersPage } from "../lists/paged-lists";
import { cardCondition } from "./fts-query";
import { PREFIX_END, type SearchTerms } from "./query-terms";

/** The three totals for the readings of a trimmed query the contract accepts (the search's own `terms`). */
export async function searchTotals(db: D1Database, terms: SearchTerms): Promise<SearchResponse["totals"]> {
  const { q, amount, id, ref, key, paymentRef } = terms;

  // The same matches as the search's transaction statements, as (source, id) pairs; UNION
  // drops the pairs two rules both find (a deposit found by its id and by its key).
  const parts: string[] = [];
  const params: unknown[] = [];
  if (key.length >= 2) {
    parts.push(
      "SELECT 'deposit_verification', d.id FROM deposit_verifications d WHERE d.transaction_key >= ? AND d.transaction_key < ?",
    );
    params.push(key, key + PREFIX_END);
  }
  if (id !== null) {
    parts.push("SELECT 'transfer', t.id FROM ledger_transfers t WHERE t.id = ?");
    params.push(id);
  }
  if (amount !== null) {
    parts.push(
      "SELECT 'transfer', t.id FROM ledger_transfers t INDEXED BY ledger_transfers_amount WHERE t.amount_xaf = ? AND t.kind <> 'daily_return'",
    );
    params.push(amount);
  }
  if (ref?.[1] === "withdrawal" || (id !== null && !ref)) {
    parts.push("SELECT 'withdrawal', w.id FROM withdrawal_requests w WHERE w.id = ?");
    params.push(ref ? Number(ref[2]) : id);
  }
  if (ref?.[1] === "deposit_verification" || (id !== null && !ref)) {
    parts.push("SELECT 'deposit_verification', d.id FROM deposit_verifications d WHERE d.id = ?");
    params.push(ref ? Number(ref[2]) : id);
  }
  if (paymentRef) {
    parts.push("SELECT 'payment', p.seq FROM payments p WHERE p.reference >= ? AND p.reference < ?");
    params.push(paymentRef, paymentRef + PREFIX_END);
  }

  const cards = cardCondition(q, id);
  const statements = [db.prepare(`SELECT COUNT(*) AS n FROM investment_cards WHERE ${cards.sql}`).bind(...cards.params)];
  if (parts.length > 0) statements.push(db.prepare(`SELECT COUNT(*) AS n FROM (${parts.join(" UNION ")})`).bind(...params));
  const [counted, users] = await Promise.all([db.batch<{ n: number }>(statements), listUsersPage(db, { q, limit: 1 })]);
  return {
    users: users.total,
    transactions: counted[1]?.results[0]?.n ?? 0,
    cards: counted[0]?.results[0]?.n ?? 0,
  };
}
