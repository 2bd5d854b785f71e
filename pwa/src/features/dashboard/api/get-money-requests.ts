/**
 * GET /api/user/money-requests?cursor= (docs/product-rules.md#money-status, MST-1): every
 * deposit and withdrawal request of the investor, manual and automatic, newest first, 20 a
 * page. The dashboard's answer carries the first page; the statement reads it here; both
 * load the older pages from the first page's `nextCursor`. Keys start with "user", so
 * `refreshAccount` refetches them after money moves.
 */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import type { MoneyRequestsPage } from "@app/schema/contracts/money-requests";
import { client, json } from "@app/web/api";

export function getMoneyRequests(cursor: string | null): Promise<MoneyRequestsPage> {
  return json(client.user["money-requests"].$get({ query: cursor ? { cursor } : {} }));
}

/** The newest page, for a screen whose own answer does not carry it (the statement). */
export function newestMoneyRequestsQueryOptions() {
  return queryOptions({ queryKey: ["user", "money-requests", "newest"], queryFn: () => getMoneyRequests(null) });
}

export function useNewestMoneyRequests() {
  return useSuspenseQuery(newestMoneyRequestsQueryOptions());
}

/**
 * The pages older than a first page ending at `after` (its `nextCursor`), loaded only once
 * `wanted`; `fetchNextPage` loads the next 20.
 */
export function useOlderMoneyRequests(after: string | null, wanted: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ["user", "money-requests", "after", after],
      queryFn: ({ pageParam }) => getMoneyRequests(pageParam),
      initialPageParam: after,
      getNextPageParam: (last) => last.nextCursor,
      enabled: wanted && after !== null,
    }),
  );
}
