/** GET /api/investment-cards: every card with its target figures and whether it is open. */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { InvestmentCardView } from "@app/schema/contracts/investments";
import { api } from "@app/web/api-client";

export function getInvestmentCards() {
  return api<InvestmentCardView[]>("/api/investment-cards");
}

export function investmentCardsQueryOptions() {
  return queryOptions({ queryKey: ["investment-cards"], queryFn: getInvestmentCards, staleTime: 5 * 60_000 });
}

export function useInvestmentCards() {
  return useSuspenseQuery(investmentCardsQueryOptions());
}
