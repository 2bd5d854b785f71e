/**
 * Reading one page of an admin list (docs/product-rules.md#admin-lists, LST-1 to LST-3):
 * keyset paging on the table's integer id, newest first, plus the per-status counts of
 * the filtered set, each stopping at `LIST_COUNT_CAP + 1` rows so no request counts a whole
 * table (issue 36 section 3), and nothing is counted in the browser. The list services give the SQL pieces; callers validate input with the
 * contracts of `@app/schema/contracts/admin-lists`.
 */
import { ADMIN_PAGE_SIZE, type AdminPage, LIST_COUNT_CAP, type ListFilter } from "@app/schema/contracts/admin-lists";
import { matchExpression, type SearchedColumns, USER_NAME_AND_PHONE } from "../search/fts-query";

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

/** What a list's `q` is matched against: its own FTS5 table's columns, and its user's name and phone. */
export interface ListSearch {
  /** The list's table; its search index is `<table>_fts`, whose rowid is the row's id. */
  table: string;
  /** The qualified id column of the list's rows, e.g. `d.id`. */
  id: string;
  /** Columns of `<table>_fts` searched, if any. */
  own?: SearchedColumns;
  /** Also the rows whose `user_id` is a user matching by name or phone digits (`users_fts`). */
  byUser?: boolean;
}

/**
 * The list's text filter for a trimmed non-empty `q` as one `id IN (...)` over the search
 * index (docs/product-rules.md#admin-lists, LST-4): the ids the list's own FTS5 table
 * matches, and the rows of the users `users_fts` matches (by the `user_id` index), so the
 * rows are read by id, never scanned for text. Null when `q` is blank.
 */
export function searchCondition(q: string, search: ListSearch): Condition | null {
  const parts: Condition[] = [];
  const own = search.own ? matchExpression(q, search.own) : null;
  if (own !== null) {
    const index = `${search.table}_fts`;
    parts.push({ sql: `SELECT rowid FROM ${index} WHERE ${index} MATCH ?`, params: [own] });
  }
  const user = search.byUser ? matchExpression(q, USER_NAME_AND_PHONE) : null;
  if (user !== null) {
    parts.push({
      sql: `SELECT id FROM ${search.table} WHERE user_id IN (SELECT rowid FROM users_fts WHERE users_fts MATCH ?)`,
      params: [user],
    });
  }
  if (parts.length === 0) return null;
  return {
    sql: `${search.id} IN (${parts.map((p) => p.sql).join(" UNION ALL ")})`,
    params: parts.flatMap((p) => p.params),
  };
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
  // One capped count per status (or one for a list without statuses): at most
  // LIST_COUNT_CAP + 1 rows read for each.
  const capped = (status: string) =>
    `(SELECT COUNT(*) FROM (SELECT 1 ${query.countFrom} WHERE ${base.sql}${status} LIMIT ${LIST_COUNT_CAP + 1}))`;
  const countSql = query.statuses.length
    ? query.statuses.map((_, i) => `${capped(` AND (${query.statusSql}) = ?`)} AS c${i}`).join(", ")
    : `${capped("")} AS c_all`;
  const countParams = query.statuses.length ? query.statuses.flatMap((s) => [...base.params, s]) : base.params;
  const [page, counted] = await db.batch([
    db.prepare(`${query.select} WHERE ${pageWhere.sql} ORDER BY ${query.id} DESC LIMIT ?`).bind(...pageWhere.params, limit + 1),
    db.prepare(`SELECT ${countSql}`).bind(...countParams),
  ]);
  const rows = (page!.results ?? []) as Row[];
  const items = rows.slice(0, limit);
  const row = (counted!.results?.[0] ?? {}) as Record<string, number>;
  const counts = Object.fromEntries(query.statuses.map((s, i) => [s, row[`c${i}`] ?? 0])) as Record<S, number>;
  const all = query.statuses.length
    ? Math.min(
        LIST_COUNT_CAP + 1,
        query.statuses.reduce((sum, s) => sum + counts[s], 0),
      )
    : (row.c_all ?? 0);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor: rows.length > limit && last ? String(query.rowId(last)) : null,
    total: filter.status ? counts[filter.status] : all,
    counts,
  };
}
