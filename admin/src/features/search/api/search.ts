/**
 * GET /api/admin/search?q= (docs/product-rules.md#operator-views, OPS-4): users,
 * transactions and investment cards matching one query, grouped by kind. Queries shorter
 * than MIN_SEARCH_CHARS characters, counted as the server counts them (`searchTextLength`:
 * a single emoji is one), are not sent (the server would answer 400).
 */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { MIN_SEARCH_CHARS, searchTextLength } from "@app/schema/contracts/admin-overview";
import { client, json } from "@app/web/api";

/** True when `query` is long enough to send (OPS-4). */
export function isSearchable(query: string): boolean {
  return searchTextLength(query) >= MIN_SEARCH_CHARS;
}

export const searchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ["admin", "search", query] as const,
    queryFn: () => json(client.admin.search.$get({ query: { q: query } })),
    staleTime: 30_000,
  });

export function useSearch(query: string) {
  return useSuspenseQuery(searchQueryOptions(query.trim()));
}
