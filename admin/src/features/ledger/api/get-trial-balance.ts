/**
 * GET /api/admin/ledger/trial-balance: every ledger account with its balance in whole
 * XAF; the balances sum to 0 when the books are sound (decisions.md section 2). The
 * shape has no shared contract in schema/ yet, so it is declared here as the worker sends it.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

export interface TrialBalanceAccount {
  accountId: string;
  kind: string;
  userId: number | null;
  balanceXaf: number;
}

export interface TrialBalance {
  accounts: TrialBalanceAccount[];
  totalXaf: number;
}

export const trialBalanceQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "trial-balance"],
    queryFn: () => apiFetch<TrialBalance>("/admin/ledger/trial-balance"),
  });

export function useTrialBalance() {
  return useQuery(trialBalanceQueryOptions());
}
