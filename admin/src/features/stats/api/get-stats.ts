/** GET /api/admin/stats: the four stat cards (docs/product-rules.md#admin). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export const statsQueryOptions = () =>
  queryOptions({ queryKey: ["admin", "stats"], queryFn: () => json(client.admin.stats.$get()) });

export function useStats() {
  return useQuery(statsQueryOptions());
}
