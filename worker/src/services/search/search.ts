/**
 * The operator's global search (docs/product-rules.md#operator-views, OPS-4): one query
 * over users (name, phone, referral code, id), transactions (ledger transfer id or amount,
 * a deposit's mobile-money transaction id, a request's reference such as `withdrawal:12`)
 * and investment cards, grouped by kind, at most SEARCH_LIMIT_PER_KIND of each.
 *
 * Every lookup is an index seek: names by prefix on a NOCASE index, phones and transaction
 * the normalised transaction keys by prefix range on their indexes, amounts on the partial amount index (daily
 * returns are not searched by amount), ids by primary key. Only when a name prefix finds
 * fewer than the limit does a bounded "contains" pass read the users table (not the
 * ledger) for surnames. Cards are a short table and are matched by name.
 */
import {
  SEARCH_LIMIT_PER_KIND,
  type SearchCardHit,
  type SearchResponse,
  type SearchTransactionHit,
  type SearchUserHit,
} from "@app/schema/contracts/admin-overview";
import { transferLabelSql } from "../../ledger/ledger";
import { normaliseTransactionId } from "@app/schema/transaction-id";
import { containsPattern } from "@app/schema/like-pattern";
import type { users } from "@app/schema/db/users";
import type { SqlRow } from "../../lib/db";
import { searchTotals } from "./counts";

/** Past every character a prefix can continue with (UTF-8 of U+10FFFF sorts last). */
export const PREFIX_END = "\u{10FFFF}";

/** Digits of a Cameroon phone typed as "+237 6 70 00 00 00", "237670000000" or "670 000 000". */
function phoneDigits(q: string): string | null {
  const digits = q.replace(/[\s().-]/g, "").replace(/^\+?237(?=\d{3,})/, "");
  return /^\d{2,9}$/.test(digits) ? digits : null;
}

/** A whole number of XAF typed as "10000", "10 000", "10,000" or "10.000" (no decimals). */
export function amountOf(q: string): number | null {
  const compact = q.replace(/[\s,.\u00a0\u202f]/g, "").replace(/(XAF|FCFA|F)$/i, "");
  if (!/^[1-9]\d{0,11}$/.test(compact)) return null;
  return Number(compact);
}

type UserRow = Pick<SqlRow<typeof users>, "id" | "full_name" | "phone" | "referral_code" | "is_active"> & {
  matched: SearchUserHit["matched"];
};

interface TxRow {
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
}

const USER_COLS = "u.id, u.full_name, u.phone, u.referral_code, u.is_active";
const LIVE = "u.deleted_at IS NULL";

/**
 * GET /api/admin/search?q=. `q` is trimmed, at least 2 characters, and its contains pattern
 * fits D1's 50-byte LIKE limit (the contract `searchQuery` checks both).
 */
export async function search(db: D1Database, q: string): Promise<SearchResponse> {
  const limit = SEARCH_LIMIT_PER_KIND;
  const phone = phoneDigits(q);
  const amount = amountOf(q);
  const id = /^[1-9]\d{0,15}$/.test(q) ? Number(q) : null;
  const upper = q.toUpperCase();
  const ref = /^([a-z_]+):([1-9]\d{0,15})$/.exec(q);

  const userStatements: D1PreparedStatement[] = [
    db
      .prepare(
        `SELECT ${USER_COLS}, 'name' AS matched FROM users u
          WHERE u.full_name >= ?1 COLLATE NOCASE AND u.full_name < ?2 COLLATE NOCASE AND ${LIVE}
          ORDER BY u.full_name COLLATE NOCASE LIMIT ?3`,
      )
      .bind(q, q + PREFIX_END, limit),
    db.prepare(`SELECT ${USER_COLS}, 'referral_code' AS matched FROM users u WHERE u.referral_code = ?1 AND ${LIVE}`).bind(upper),
  ];
  if (phone) {
    userStatements.push(
      db
        .prepare(
          `SELECT ${USER_COLS}, 'phone' AS matched FROM users u
            WHERE u.phone >= ?1 AND u.phone < ?2 AND ${LIVE} ORDER BY u.phone LIMIT ?3`,
        )
        .bind(phone, phone + PREFIX_END, limit),
    );
  }
  if (id !== null) {
    userStatements.push(db.prepare(`SELECT ${USER_COLS}, 'id' AS matched FROM users u WHERE u.id = ?1 AND ${LIVE}`).bind(id));
  }

  const TX_COLS = `t.id, t.user_id, u.full_name AS user_name, t.kind, t.amount_xaf, ${transferLabelSql("t")} AS reference, NULL AS status, t.created_at`;
  const txStatements: D1PreparedStatement[] = [];
  // Deposit verifications by a prefix of the normalised transaction key (docs/product-rules.md#deposits,
  // DEP-3), so a lower-case, spaced or full-width copy of the id finds it; a seek on its index.
  const key = normaliseTransactionId(q);
  if (key.length >= 2) {
    txStatements.push(
      db
        .prepare(
          `SELECT 'deposit_verification' AS source, d.id, d.user_id, u.full_name AS user_name, 'deposit_verification' AS kind,
                  d.amount_xaf, d.transaction_id AS reference, d.status, d.created_at, 'transaction_id' AS matched
             FROM deposit_verifications d LEFT JOIN users u ON u.id = d.user_id
            WHERE d.transaction_key >= ?1 AND d.transaction_key < ?2
            ORDER BY d.id DESC LIMIT ?3`,
        )
        .bind(key, key + PREFIX_END, limit),
    );
  }
  if (id !== null) {
    txStatements.push(
      db
        .prepare(
          `SELECT 'transfer' AS source, ${TX_COLS}, 'transfer_id' AS matched
             FROM ledger_transfers t LEFT JOIN users u ON u.id = t.user_id WHERE t.id = ?1`,
        )
        .bind(id),
    );
  }
  if (amount !== null) {
    txStatements.push(
      db
        .prepare(
          `SELECT 'transfer' AS source, ${TX_COLS}, 'amount' AS matched
             FROM ledger_transfers t INDEXED BY ledger_transfers_amount LEFT JOIN users u ON u.id = t.user_id
            WHERE t.amount_xaf = ?1 AND t.kind <> 'daily_return'
            ORDER BY t.id DESC LIMIT ?2`,
        )
        .bind(amount, limit),
    );
  }
  // A request's reference as the ledger and the statements show it.
  if (ref?.[1] === "withdrawal" || (id !== null && !ref)) {
    const wid = ref ? Number(ref[2]) : id;
    txStatements.push(
      db
        .prepare(
          `SELECT 'withdrawal' AS source, w.id, w.user_id, u.full_name AS user_name, 'withdrawal' AS kind, w.amount_xaf,
                  'withdrawal:' || w.id AS reference, w.status, w.created_at, ?2 AS matched
             FROM withdrawal_requests w LEFT JOIN users u ON u.id = w.user_id WHERE w.id = ?1`,
        )
        .bind(wid, ref ? "reference" : "id"),
    );
  }
  if (ref?.[1] === "deposit_verification" || (id !== null && !ref)) {
    const did = ref ? Number(ref[2]) : id;
    txStatements.push(
      db
        .prepare(
          `SELECT 'deposit_verification' AS source, d.id, d.user_id, u.full_name AS user_name, 'deposit_verification' AS kind,
                  d.amount_xaf, d.transaction_id AS reference, d.status, d.created_at, ?2 AS matched
             FROM deposit_verifications d LEFT JOIN users u ON u.id = d.user_id WHERE d.id = ?1`,
        )
        .bind(did, ref ? "reference" : "id"),
    );
  }

  const cardStatement = db
    .prepare(
      `SELECT id, name, collection, investment_amount_xaf, is_active FROM investment_cards
        WHERE name LIKE ?1 ESCAPE '\\' OR collection LIKE ?1 ESCAPE '\\' OR id = ?2
        ORDER BY sort_order, id LIMIT ?3`,
    )
    .bind(containsPattern(q), id ?? -1, limit);

  const [results, totals] = await Promise.all([
    db.batch<unknown>([...userStatements, ...txStatements, cardStatement]),
    searchTotals(db, q),
  ]);
  const rows = <T>(r: D1Result<unknown> | undefined) => (r?.results ?? []) as T[];
  const userRows = results.slice(0, userStatements.length).flatMap((r) => rows<UserRow>(r));
  const txRows = results.slice(userStatements.length, userStatements.length + txStatements.length).flatMap((r) => rows<TxRow>(r));
  const cardRows = rows<{ id: number; name: string; collection: string; investment_amount_xaf: number; is_active: number }>(
    results.at(-1),
  );

  // Surnames: a bounded read of the users table (never the ledger) when prefixes found few.
  if (userRows.length < limit && !phone) {
    const { results: more } = await db
      .prepare(
        `SELECT ${USER_COLS}, 'name' AS matched FROM users u
          WHERE u.full_name LIKE ?1 ESCAPE '\\' AND ${LIVE} ORDER BY u.id DESC LIMIT ?2`,
      )
      .bind(containsPattern(q), limit)
      .all<UserRow>();
    userRows.push(...more);
  }

  const seenUsers = new Set<number>();
  const users: SearchUserHit[] = [];
  for (const u of userRows) {
    if (seenUsers.has(u.id) || users.length >= limit) continue;
    seenUsers.add(u.id);
    users.push({
      id: u.id,
      fullName: u.full_name,
      phone: u.phone,
      referralCode: u.referral_code,
      isActive: u.is_active === 1,
      matched: u.matched,
    });
  }
  const seenTx = new Set<string>();
  const transactions: SearchTransactionHit[] = [];
  for (const t of txRows) {
    const key = `${t.source}:${t.id}`;
    if (seenTx.has(key) || transactions.length >= limit) continue;
    seenTx.add(key);
    transactions.push({
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
    });
  }
  const cards: SearchCardHit[] = cardRows.map((c) => ({
    id: c.id,
    name: c.name,
    collection: c.collection,
    investmentAmountXaf: c.investment_amount_xaf,
    isActive: c.is_active === 1,
  }));
  return { query: q, users, transactions, cards, totals };
}
