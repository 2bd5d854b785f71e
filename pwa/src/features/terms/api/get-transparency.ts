/** GET /api/transparency: public figures on the reserve and on payouts (docs/product-rules.md#transparency). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export function getTransparency() {
  return json(client.transparency.$get());
}

export function transparencyQueryOptions() {
  return queryOptions({ queryKey: ["public", "transparency"], queryFn: getTransparency, staleTime: 5 * 60_000 });
}

export function useTransparency() {
  return useQuery(transparencyQueryOptions());
}
