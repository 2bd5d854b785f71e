/** GET /api/user/dashboard: the signed-in user's balances, history and referrals. */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { DashboardResponse } from "@app/schema/contracts/dashboard";
import { api } from "@app/web/api-client";

export function getDashboard() {
  return api<DashboardResponse>("/api/user/dashboard");
}

export function dashboardQueryOptions() {
  return queryOptions({ queryKey: ["user", "dashboard"], queryFn: getDashboard });
}

export function useDashboard() {
  return useSuspenseQuery(dashboardQueryOptions());
}
