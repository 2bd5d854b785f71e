/** GET /api/admin/investment-cards: every card, active or not (the admin's own list). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InvestmentCardView } from "@app/schema/contracts/investments";
import { apiFetch } from "../../../lib/api-client";

export const CARDS_QUERY_KEY = ["admin", "investment-cards"] as const;

export const cardsQueryOptions = () =>
  queryOptions({ queryKey: CARDS_QUERY_KEY, queryFn: () => apiFetch<InvestmentCardView[]>("/admin/investment-cards") });

export function useCards() {
  return useQuery(cardsQueryOptions());
}
