/**
 * Reading one page of an admin list (docs/product-rules.md#admin-lists): the filters go to
 * the server as query parameters, which answers the page and the exact counts
 * (`AdminPage` in `@app/schema/contracts/admin-lists`); nothing is filtered or counted here.
 */
import type { ListFilter } from "@app/schema/contracts/admin-lists";

/** `path?q=&status=&cursor=&limit=` with the empty filters left out. */
export function listPath(path: string, filter: ListFilter): string {
  const params = new URLSearchParams();
  if (filter.q?.trim()) params.set("q", filter.q.trim());
  if (filter.status) params.set("status", filter.status);
  if (filter.cursor) params.set("cursor", filter.cursor);
  if (filter.limit) params.set("limit", String(filter.limit));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
