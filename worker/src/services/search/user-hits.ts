/**
 * The users group of the operator's search (docs/product-rules.md#operator-views, OPS-4):
 * live users by a name prefix (NOCASE index), referral code, phone prefix or id, each an
 * index seek, then any part of a name, referral code or phone from the search index
 * (`users_fts`, as the users list matches `q`). Duplicates are dropped, first reading kept.
 */
import { type SearchUserHit, SEARCH_LIMIT_PER_KIND } from "@app/schema/contracts/admin-overview";
import type { users } from "@app/schema/db/users";
import type { SqlRow } from "../../lib/db";
import { matchExpression } from "./fts-query";
import { PREFIX_END, type SearchTerms } from "./query-terms";

export type UserHitRow = Pick<SqlRow<typeof users>, "id" | "full_name" | "phone" | "referral_code" | "is_active"> & {
  matched: SearchUserHit["matched"];
};

const USER_COLS = "u.id, u.full_name, u.phone, u.referral_code, u.is_active";
const LIVE = "u.deleted_at IS NULL";

/** The users list's reading of `q` (paged-lists.ts `listUsersPage`), so the hits are among its total. */
export const USER_SEARCH_COLUMNS = { text: ["full_name", "referral_code"], digits: ["phone"] } as const;

/** The index seeks for users and the search-index lookup, for the search's batch. */
export function userStatements(db: D1Database, t: SearchTerms): D1PreparedStatement[] {
  const limit = SEARCH_LIMIT_PER_KIND;
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `SELECT ${USER_COLS}, 'name' AS matched FROM users u
          WHERE u.full_name >= ?1 COLLATE NOCASE AND u.full_name < ?2 COLLATE NOCASE AND ${LIVE}
          ORDER BY u.full_name COLLATE NOCASE LIMIT ?3`,
      )
      .bind(t.q, t.q + PREFIX_END, limit),
    db
      .prepare(`SELECT ${USER_COLS}, 'referral_code' AS matched FROM users u WHERE u.referral_code = ?1 AND ${LIVE}`)
      .bind(t.upper),
  ];
  if (t.phone) {
    statements.push(
      db
        .prepare(
          `SELECT ${USER_COLS}, 'phone' AS matched FROM users u
            WHERE u.phone >= ?1 AND u.phone < ?2 AND ${LIVE} ORDER BY u.phone LIMIT ?3`,
        )
        .bind(t.phone, t.phone + PREFIX_END, limit),
    );
  }
  if (t.id !== null) {
    statements.push(db.prepare(`SELECT ${USER_COLS}, 'id' AS matched FROM users u WHERE u.id = ?1 AND ${LIVE}`).bind(t.id));
  }
  const match = matchExpression(t.q, USER_SEARCH_COLUMNS);
  if (match !== null) {
    statements.push(
      db
        .prepare(
          `SELECT ${USER_COLS}, ?2 AS matched FROM users u
            WHERE u.id IN (SELECT rowid FROM users_fts WHERE users_fts MATCH ?1) AND ${LIVE}
            ORDER BY u.id DESC LIMIT ?3`,
        )
        .bind(match, t.phone ? "phone" : "name", limit),
    );
  }
  return statements;
}

/** Each user once, at most the limit, as the search shows them. */
export function toUserHits(rows: UserHitRow[]): SearchUserHit[] {
  const seen = new Set<number>();
  const hits: SearchUserHit[] = [];
  for (const u of rows) {
    if (seen.has(u.id) || hits.length >= SEARCH_LIMIT_PER_KIND) continue;
    seen.add(u.id);
    hits.push({
      id: u.id,
      fullName: u.full_name,
      phone: u.phone,
      referralCode: u.referral_code,
      isActive: u.is_active === 1,
      matched: u.matched,
    });
  }
  return hits;
}
