/**
 * GET /api/admin/investments?q=&cursor=: one page of investments with investor and card,
 * newest first, with the active and finished counts (docs/product-rules.md#admin-lists).
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminPage, INVESTMENT_LIST_STATUSES, ListFilter } from "@app/schema/contracts/admin-lists";
import type { AdminInvestmentView } from "@app/schema/contracts/investments";
import { listPath } from "../../../lib/admin-list";
import { apiFetch } from "../../../lib/api-client";

export type InvestmentStatus = (typeof INVESTMENT_LIST_STATUSES)[number];

export const investmentsQueryOptions = (filter: ListFilter<InvestmentStatus> = {}) =>
  queryOptions({
    queryKey: ["admin", "investments", filter],
    queryFn: () => apiFetch<AdminPage<AdminInvestmentView, InvestmentStatus>>(listPath("/admin/investments", filter)),
    placeholderData: keepPreviousData,
  });

export function useInvestments(filter: ListFilter<InvestmentStatus> = {}) {
  return useQuery(investmentsQueryOptions(filter));
}
