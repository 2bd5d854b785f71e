/** GET /api/admin/withdrawals: every withdrawal request (pending, completed, failed). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WithdrawalView } from "@app/schema/contracts/withdrawals";
import { apiFetch } from "../../../lib/api-client";

export const WITHDRAWALS_QUERY_KEY = ["admin", "withdrawals"] as const;

export const withdrawalsQueryOptions = () =>
  queryOptions({ queryKey: WITHDRAWALS_QUERY_KEY, queryFn: () => apiFetch<WithdrawalView[]>("/admin/withdrawals") });

export function useWithdrawals() {
  return useQuery(withdrawalsQueryOptions());
}
