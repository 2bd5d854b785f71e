/**
 * Reading one page of an admin list (docs/product-rules.md#admin-lists): the filters go to
 * the server as query parameters, which answers the page and the exact counts
 * (`AdminPage` in `@app/schema/contracts/admin-lists`); nothing is filtered or counted here.
 */
import type { ListFilter } from "@app/schema/contracts/admin-lists";

/** The query parameters `q`, `status`, `cursor`, `limit` of a list, the empty ones left out. */
export function listQuery(filter: ListFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.q?.trim()) query.q = filter.q.trim();
  if (filter.status) query.status = filter.status;
  if (filter.cursor) query.cursor = filter.cursor;
  if (filter.limit) query.limit = String(filter.limit);
  return query;
}
