/** The search box's rule for investment cards: name or description, in English or French. */
import type { AdminCardView } from "@app/schema/contracts/investments";

export function filterCards(cards: AdminCardView[], query: string): AdminCardView[] {
  const q = query.trim().toLowerCase();
  if (!q) return cards;
  return cards.filter((card) =>
    [card.name, card.description, card.nameFr, card.descriptionFr].some((text) => text.toLowerCase().includes(q)),
  );
}
