/**
 * GET /api/admin/investments?q=&cursor=: one page of investments with investor and card,
 * newest first, with the active and finished counts (docs/product-rules.md#admin-lists).
 */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { INVESTMENT_LIST_STATUSES, ListFilter } from "@app/schema/contracts/admin-lists";
import { listQuery } from "../../../lib/admin-list";
import { client, json } from "@app/web/api";

export type InvestmentStatus = (typeof INVESTMENT_LIST_STATUSES)[number];

export const investmentsQueryOptions = (filter: ListFilter<InvestmentStatus> = {}) =>
  queryOptions({
    queryKey: ["admin", "investments", filter],
    queryFn: () => json(client.admin.investments.$get({ query: listQuery(filter) })),
  });

export function useInvestments(filter: ListFilter<InvestmentStatus> = {}) {
  return useSuspenseQuery(investmentsQueryOptions(filter));
}
