/**
 * GET /api/admin/ledger/trial-balance: every ledger account with its balance in whole
 * XAF; the balances sum to 0 when the books are sound (decisions.md section 2).
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TrialBalance } from "@app/schema/contracts/admin";
import { apiFetch } from "../../../lib/api-client";

export type TrialBalanceAccount = TrialBalance["accounts"][number];

export const trialBalanceQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "trial-balance"],
    queryFn: () => apiFetch<TrialBalance>("/admin/ledger/trial-balance"),
  });

export function useTrialBalance() {
  return useQuery(trialBalanceQueryOptions());
}
