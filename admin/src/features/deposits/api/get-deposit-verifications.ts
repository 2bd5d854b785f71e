/**
 * GET /api/admin/deposit-verifications?q=&status=&cursor=: one page of the requests not
 * deleted, newest first, with each status's count (docs/product-rules.md#admin-lists).
 */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { AdminPage, DEPOSIT_LIST_STATUSES, ListFilter } from "@app/schema/contracts/admin-lists";
import type { DepositVerificationView } from "@app/schema/contracts/deposits";
import { listQuery } from "../../../lib/admin-list";
import { client, json } from "@app/web/api";

export type DepositStatus = (typeof DEPOSIT_LIST_STATUSES)[number];
export type DepositsPage = AdminPage<DepositVerificationView, DepositStatus>;

/** The tab's count: one pending request is enough, the counts come with it. */
export const PENDING_COUNT: ListFilter<DepositStatus> = { status: "pending", limit: 1 };

export const DEPOSITS_QUERY_KEY = ["admin", "deposit-verifications"] as const;

export const depositVerificationsQueryOptions = (filter: ListFilter<DepositStatus> = {}) =>
  queryOptions({
    queryKey: [...DEPOSITS_QUERY_KEY, filter],
    queryFn: () => json(client.admin["deposit-verifications"].$get({ query: listQuery(filter) })),
  });

export function useDepositVerifications(filter: ListFilter<DepositStatus> = {}) {
  return useSuspenseQuery(depositVerificationsQueryOptions(filter));
}
