/** GET /api/transparency: public figures on the reserve and on payouts (decisions.md section 1). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TransparencyResponse } from "@app/schema/contracts/transparency";
import { api } from "@app/web/api-client";

export function getTransparency() {
  return api<TransparencyResponse>("/api/transparency");
}

export function transparencyQueryOptions() {
  return queryOptions({ queryKey: ["public", "transparency"], queryFn: getTransparency, staleTime: 5 * 60_000 });
}

export function useTransparency() {
  return useQuery(transparencyQueryOptions());
}
