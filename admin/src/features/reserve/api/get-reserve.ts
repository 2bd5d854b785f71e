/** GET /api/admin/reserve: the returns reserve and what it owes (decisions.md section 1). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReserveStatus } from "@app/schema/contracts/reserve";
import { apiFetch } from "../../../lib/api-client";

export const RESERVE_QUERY_KEY = ["admin", "reserve"] as const;

export const reserveQueryOptions = () =>
  queryOptions({ queryKey: RESERVE_QUERY_KEY, queryFn: () => apiFetch<ReserveStatus>("/admin/reserve") });

export function useReserve() {
  return useQuery(reserveQueryOptions());
}
