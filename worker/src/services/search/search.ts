/**
 * The operator's global search (docs/product-rules.md#operator-views, OPS-4): one query
 * over users (name, phone, referral code, id), transactions (ledger transfer id or amount,
 * a deposit's mobile-money transaction id, a request's reference such as `withdrawal:12`, a
 * payment's reference `LA-XXXXXXXX`) and investment cards (English or French name, collection),
 * grouped by kind, at most SEARCH_LIMIT_PER_KIND of each. The text is read once (`searchTerms`).
 *
 * Every lookup is an index seek: names by prefix on a NOCASE index, phones and
 * the normalised transaction keys by prefix range on their indexes, amounts on the partial amount index (daily
 * returns are not searched by amount), ids by primary key, and any part of a user's name,
 * referral code or phone, or of a card's names or collection, on the FTS5 search index
 * (`fts-query.ts`; docs/product-rules.md#admin-lists, LST-6). The ledger is never read for text.
 */
import { SEARCH_LIMIT_PER_KIND, type SearchCardHit, type SearchResponse } from "@app/schema/contracts/admin-overview";
import { searchTotals } from "./counts";
import { cardCondition } from "./fts-query";
import { searchTerms } from "./query-terms";
import { type TransactionHitRow, toTransactionHits, transactionStatements } from "./transaction-hits";
import { type UserHitRow, toUserHits, userStatements } from "./user-hits";

interface CardRow {
  id: number;
  name: string;
  name_fr: string;
  collection: string;
  investment_amount_xaf: number;
  is_active: number;
}

/**
 * GET /api/admin/search?q=. `q` is trimmed and at least MIN_SEARCH_CHARS characters (the
 * contract `searchQuery`), of any length and any characters. One batch of index seeks (users,
 * transactions, cards) and the exact group sizes beside it. Never throws for any `q`.
 */
export async function search(db: D1Database, q: string): Promise<SearchResponse> {
  const terms = searchTerms(q);
  const users = userStatements(db, terms);
  const transactions = transactionStatements(db, terms);
  const cards = cardCondition(q, terms.id);
  const cardStatement = db
    .prepare(
      `SELECT id, name, name_fr, collection, investment_amount_xaf, is_active FROM investment_cards
        WHERE ${cards.sql} ORDER BY sort_order, id LIMIT ?`,
    )
    .bind(...cards.params, SEARCH_LIMIT_PER_KIND);

  const [results, totals] = await Promise.all([
    db.batch<unknown>([...users, ...transactions, cardStatement]),
    searchTotals(db, terms),
  ]);
  const rows = <T>(r: D1Result<unknown> | undefined) => (r?.results ?? []) as T[];
  const userRows = results.slice(0, users.length).flatMap((r) => rows<UserHitRow>(r));
  const txRows = results.slice(users.length, users.length + transactions.length).flatMap((r) => rows<TransactionHitRow>(r));
  const cardHits: SearchCardHit[] = rows<CardRow>(results.at(-1)).map((c) => ({
    id: c.id,
    name: c.name,
    nameFr: c.name_fr,
    collection: c.collection,
    investmentAmountXaf: c.investment_amount_xaf,
    isActive: c.is_active === 1,
  }));
  return {
    query: q,
    users: toUserHits(userRows),
    transactions: toTransactionHits(txRows),
    cards: cardHits,
    totals,
  };
}
