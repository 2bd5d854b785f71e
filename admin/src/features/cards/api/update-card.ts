/**
 * PUT /api/admin/investment-cards/{id} with `cardUpdateInput`. New figures apply to new
 * investments; the card updates in place in the list.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CardUpdateInput, AdminCardView } from "@app/schema/contracts/investments";
import { client, json } from "@app/web/api";
import { CARDS_QUERY_KEY } from "./get-cards";

export interface UpdateCardInput {
  id: number;
  card: CardUpdateInput;
}

export function updateCard({ id, card }: UpdateCardInput): Promise<AdminCardView> {
  return json(client.admin["investment-cards"][":id"].$put({ param: { id: String(id) }, json: card }));
}

export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCard,
    onSuccess: (updated) =>
      queryClient.setQueryData<AdminCardView[]>(CARDS_QUERY_KEY, (cards) =>
        cards?.map((card) => (card.id === updated.id ? updated : card)),
      ),
  });
}
