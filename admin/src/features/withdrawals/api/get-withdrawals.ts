/**
 * GET /api/admin/withdrawals?q=&status=&cursor=: one page of withdrawal requests, newest
 * first, with each status's count and XAF total over the filtered set
 * (docs/product-rules.md#admin-lists).
 */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { AdminPage, ListFilter, WITHDRAWAL_LIST_STATUSES } from "@app/schema/contracts/admin-lists";
import type { WithdrawalView } from "@app/schema/contracts/withdrawals";
import { listQuery } from "../../../lib/admin-list";
import { client, json } from "@app/web/api";

export type WithdrawalStatus = (typeof WITHDRAWAL_LIST_STATUSES)[number];
export interface WithdrawalsPage extends AdminPage<WithdrawalView, WithdrawalStatus> {
  totalsXaf: Record<WithdrawalStatus, number>;
}

export const WITHDRAWALS_QUERY_KEY = ["admin", "withdrawals"] as const;

export const withdrawalsQueryOptions = (filter: ListFilter<WithdrawalStatus> = {}) =>
  queryOptions({
    queryKey: [...WITHDRAWALS_QUERY_KEY, filter],
    queryFn: () => json(client.admin.withdrawals.$get({ query: listQuery(filter) })),
  });

export function useWithdrawals(filter: ListFilter<WithdrawalStatus> = {}) {
  return useSuspenseQuery(withdrawalsQueryOptions(filter));
}
