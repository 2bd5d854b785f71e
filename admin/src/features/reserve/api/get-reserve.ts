/** GET /api/admin/reserve: the returns reserve and what it owes (docs/product-rules.md#reserve). */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export const RESERVE_QUERY_KEY = ["admin", "reserve"] as const;

export const reserveQueryOptions = () =>
  queryOptions({ queryKey: RESERVE_QUERY_KEY, queryFn: () => json(client.admin.reserve.$get()) });

export function useReserve() {
  return useSuspenseQuery(reserveQueryOptions());
}
