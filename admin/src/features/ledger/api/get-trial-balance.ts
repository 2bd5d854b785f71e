/**
 * GET /api/admin/ledger/trial-balance: every ledger account with its balance in whole
 * XAF; the balances sum to 0 when the books are sound (docs/product-rules.md#ledger).
 */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { TrialBalance } from "@app/schema/contracts/admin";
import { client, json } from "@app/web/api";

export type TrialBalanceAccount = TrialBalance["accounts"][number];

export const trialBalanceQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "trial-balance"],
    queryFn: () => json(client.admin.ledger["trial-balance"].$get()),
  });

export function useTrialBalance() {
  return useSuspenseQuery(trialBalanceQueryOptions());
}
