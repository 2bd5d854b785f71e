/** GET /api/admin/investment-cards: every card, active or not (the admin's own list). */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export const CARDS_QUERY_KEY = ["admin", "investment-cards"] as const;

export const cardsQueryOptions = () =>
  queryOptions({ queryKey: CARDS_QUERY_KEY, queryFn: () => json(client.admin["investment-cards"].$get()) });

export function useCards() {
  return useSuspenseQuery(cardsQueryOptions());
}
