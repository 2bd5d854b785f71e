/**
 * GET /api/admin/search?q= (docs/product-rules.md#operator-views, OPS-4): users,
 * transactions and investment cards matching one query, grouped by kind. Queries shorter
 * than 2 characters are not sent (the server would answer 400).
 */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export const MIN_SEARCH_LENGTH = 2;

export const searchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ["admin", "search", query] as const,
    queryFn: () => json(client.admin.search.$get({ query: { q: query } })),
    staleTime: 30_000,
  });

export function useSearch(query: string) {
  return useSuspenseQuery(searchQueryOptions(query.trim()));
}
