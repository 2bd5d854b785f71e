/** GET /api/admin/stats: the four stat cards (spec section 2). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminStats } from "@app/schema/contracts/admin";
import { apiFetch } from "../../../lib/api-client";

export const statsQueryOptions = () =>
  queryOptions({ queryKey: ["admin", "stats"], queryFn: () => apiFetch<AdminStats>("/admin/stats") });

export function useStats() {
  return useQuery(statsQueryOptions());
}
