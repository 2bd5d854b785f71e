/**
 * GET /api/admin/deposit-verifications?q=&status=&cursor=: one page of the requests not
 * deleted, newest first, with each status's count (docs/product-rules.md#admin-lists).
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminPage, DEPOSIT_LIST_STATUSES, ListFilter } from "@app/schema/contracts/admin-lists";
import type { DepositVerificationView } from "@app/schema/contracts/deposits";
import { listQuery } from "../../../lib/admin-list";
import { client, json } from "@app/web/api";

export type DepositStatus = (typeof DEPOSIT_LIST_STATUSES)[number];
export type DepositsPage = AdminPage<DepositVerificationView, DepositStatus>;

export const DEPOSITS_QUERY_KEY = ["admin", "deposit-verifications"] as const;

export const depositVerificationsQueryOptions = (filter: ListFilter<DepositStatus> = {}) =>
  queryOptions({
    queryKey: [...DEPOSITS_QUERY_KEY, filter],
    queryFn: () => json(client.admin["deposit-verifications"].$get({ query: listQuery(filter) })),
    placeholderData: keepPreviousData,
  });

export function useDepositVerifications(filter: ListFilter<DepositStatus> = {}) {
  return useQuery(depositVerificationsQueryOptions(filter));
}
