/**
 * Reading one page of an admin list (docs/product-rules.md#admin-lists, LST-1 to LST-3):
 * keyset paging on the table's integer id, newest first, plus the per-status counts of
 * the whole filtered set in one grouped COUNT, so nothing is capped or counted in the
 * browser. The list services give the SQL pieces; callers validate input with the
 * contracts of `@app/schema/contracts/admin-lists`.
 */
import { ADMIN_PAGE_SIZE, type AdminPage, type ListFilter } from "@app/schema/contracts/admin-lists";
import { containsPattern } from "@app/schema/like-pattern";

/** A SQL condition with its `?` parameters, in order. */
export interface Condition {
  sql: string;
  params: unknown[];
}

export interface PageQuery<Row, S extends string> {
  /** `SELECT ... FROM ... [JOIN ...]`, without WHERE. */
  select: string;
  /** `FROM ... [JOIN ...]` for the counts (joins only when a filter needs them). */
  countFrom: string;
  /** The qualified id column, e.g. `d.id`. */
  id: string;
  /** Conditions every row of the list meets (e.g. not hidden), and the text filter. */
  where: Condition[];
  /** SQL giving each row's status among `statuses`. */
  statusSql: string;
  statuses: readonly S[];
  filter: ListFilter<S>;
  rowId: (row: Row) => number;
}

/**
 * `%text%` lower-cased for `LIKE ... ESCAPE '\'`, with the wildcards of the text escaped. The
 * contract's `q` (`fitsLikePattern`) has checked that it fits D1's 50 bytes.
 */
export function likePattern(text: string): string {
  return containsPattern(text.toLowerCase());
}

/**
 * The digits of a phone-like query, without the +237 country code, or null when the
 * query is not a number (then phone columns are not searched).
 */
export function phoneDigits(text: string): string | null {
  const digits = text.replace(/[\s().+-]/g, "").replace(/^237(?=\d{9}$)/, "");
  return /^\d+$/.test(digits) ? digits : null;
}

/** `(lower(a) LIKE ? ESCAPE '\' OR ...)` over `columns` for a trimmed non-empty query. */
export function textCondition(q: string, columns: string[], phoneColumns: string[] = []): Condition | null {
  const text = q.trim();
  if (!text) return null;
  const pattern = likePattern(text);
  const parts = columns.map((column) => `lower(${column}) LIKE ? ESCAPE '\\'`);
  const params: unknown[] = columns.map(() => pattern);
  const digits = phoneDigits(text);
  if (digits !== null) {
    for (const column of phoneColumns) {
      parts.push(`${column} LIKE ? ESCAPE '\\'`);
      params.push(likePattern(digits));
    }
  }
  return { sql: `(${parts.join(" OR ")})`, params };
}

/**
 * A text filter over a list's own columns or its user's name and phone: the users
 * matching are found once (`user_id IN (SELECT ...)`), not joined and tested per row.
 */
export function textOrUserCondition(
  q: string,
  column: string,
  ownColumns: string[],
  ownPhoneColumns: string[] = [],
): Condition | null {
  const own = ownColumns.length || ownPhoneColumns.length ? textCondition(q, ownColumns, ownPhoneColumns) : null;
  const user = textCondition(q, ["full_name"], ["phone"]);
  if (!user) return own;
  const byUser = { sql: `${column} IN (SELECT id FROM users WHERE ${user.sql})`, params: user.params };
  return own ? { sql: `(${own.sql} OR ${byUser.sql})`, params: [...own.params, ...byUser.params] } : byUser;
}

function joinConditions(conditions: Condition[]): Condition {
  if (conditions.length === 0) return { sql: "1", params: [] };
  return { sql: conditions.map((c) => c.sql).join(" AND "), params: conditions.flatMap((c) => c.params) };
}

/** Reads the page and the counts in one D1 batch (one round trip, one snapshot). */
export async function readPage<Row, S extends string>(db: D1Database, query: PageQuery<Row, S>): Promise<AdminPage<Row, S>> {
  const { filter } = query;
  const limit = filter.limit ?? ADMIN_PAGE_SIZE;
  const base = joinConditions(query.where);
  const pageWhere = joinConditions([
    base,
    ...(filter.status ? [{ sql: `${query.statusSql} = ?`, params: [filter.status] }] : []),
    ...(filter.cursor ? [{ sql: `${query.id} < ?`, params: [Number(filter.cursor)] }] : []),
  ]);
  const [page, counted] = await db.batch([
    db.prepare(`${query.select} WHERE ${pageWhere.sql} ORDER BY ${query.id} DESC LIMIT ?`).bind(...pageWhere.params, limit + 1),
    db
      .prepare(`SELECT ${query.statusSql} AS status, COUNT(*) AS n ${query.countFrom} WHERE ${base.sql} GROUP BY 1`)
      .bind(...base.params),
  ]);
  const rows = (page!.results ?? []) as Row[];
  const items = rows.slice(0, limit);
  const counts = Object.fromEntries(query.statuses.map((s) => [s, 0])) as Record<S, number>;
  let all = 0;
  for (const { status, n } of (counted!.results ?? []) as { status: S; n: number }[]) {
    if (status in counts) counts[status] = n;
    all += n;
  }
  const last = items[items.length - 1];
  return {
    items,
    nextCursor: rows.length > limit && last ? String(query.rowId(last)) : null,
    total: filter.status ? counts[filter.status] : all,
    counts,
  };
}
