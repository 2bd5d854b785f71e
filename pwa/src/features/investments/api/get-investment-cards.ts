/** GET /api/investment-cards: every card with its target figures and whether it is open. */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export function getInvestmentCards() {
  return json(client["investment-cards"].$get());
}

export function investmentCardsQueryOptions() {
  return queryOptions({ queryKey: ["investment-cards"], queryFn: getInvestmentCards, staleTime: 5 * 60_000 });
}

export function useInvestmentCards() {
  return useSuspenseQuery(investmentCardsQueryOptions());
}
