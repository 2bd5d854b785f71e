/** The search box's rule for investment cards: name or description. */
import type { InvestmentCardView } from "@app/schema/contracts/investments";

export function filterCards(cards: InvestmentCardView[], query: string): InvestmentCardView[] {
  const q = query.trim().toLowerCase();
  if (!q) return cards;
  return cards.filter((card) => card.name.toLowerCase().includes(q) || card.description.toLowerCase().includes(q));
}
