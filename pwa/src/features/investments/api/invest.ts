/**
 * POST /api/investments {cardId, acceptRisk: true} -> 201 {investmentId}: the card's
 * amount moves from principal to invested and its target return is reserved. Refused with
 * 409 insufficient_balance, card_inactive or returns_not_funded, 403 account_suspended; then
 * the user and dashboard are refetched (lib/query-client.ts), and the cards either way (whether the reserve can
 * fund each one has changed).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InvestInput } from "@app/schema/contracts/investments";
import { client, json } from "@app/web/api";

export function invest(input: InvestInput) {
  return json(client.investments.$post({ json: input }));
}

export function useInvest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["investment-cards"] }),
  });
}
