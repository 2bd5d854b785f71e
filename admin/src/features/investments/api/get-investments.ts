/** GET /api/admin/investments: every investment with its investor and card (spec section 3). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminInvestmentView } from "@app/schema/contracts/investments";
import { apiFetch } from "../../../lib/api-client";

export const investmentsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "investments"],
    queryFn: () => apiFetch<AdminInvestmentView[]>("/admin/investments"),
  });

export function useInvestments() {
  return useQuery(investmentsQueryOptions());
}
