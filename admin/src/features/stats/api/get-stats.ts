/** GET /api/admin/stats: the four stat cards (docs/product-rules.md#admin). */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export const statsQueryOptions = () =>
  queryOptions({ queryKey: ["admin", "stats"], queryFn: () => json(client.admin.stats.$get()) });

export function useStats() {
  return useSuspenseQuery(statsQueryOptions());
}
