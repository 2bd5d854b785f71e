/** GET /api/user/dashboard: the signed-in user's balances, history and referrals. */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export function getDashboard() {
  return json(client.user.dashboard.$get());
}

export function dashboardQueryOptions() {
  return queryOptions({ queryKey: ["user", "dashboard"], queryFn: getDashboard });
}

export function useDashboard() {
  return useSuspenseQuery(dashboardQueryOptions());
}
