/**
 * GET /api/admin/users/{id}/overview (docs/product-rules.md#operator-views, OPS-2): the
 * first answer carries the whole page; later ledger pages follow `nextCursor`, 100
 * entries at a time.
 */
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from "@tanstack/react-query";
import type { UserOverviewResponse } from "@app/schema/contracts/admin-overview";
import { client, json } from "@app/web/api";

export const userOverviewQueryKey = (userId: number) => ["admin", "user-overview", userId] as const;

export function getUserOverview(userId: number, cursor: string | null): Promise<UserOverviewResponse> {
  return json(client.admin.users[":id"].overview.$get({ param: { id: String(userId) }, query: cursor ? { cursor } : {} }));
}

export const userOverviewQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: userOverviewQueryKey(userId),
    queryFn: ({ pageParam }) => getUserOverview(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.ledger.nextCursor,
  });

export function useUserOverview(userId: number) {
  return useSuspenseInfiniteQuery(userOverviewQueryOptions(userId));
}
