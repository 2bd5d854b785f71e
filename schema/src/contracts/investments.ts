/** Investment cards and the invest call (spec section 2, Investment projects; decisions.md section 2). */
import { z } from "zod/mini";

export interface InvestmentCardView {
  id: number;
  name: string;
  description: string;
  howReturnsAreEarned: string;
  imageUrl: string;
  investmentAmount: string;
  /** Target, not guaranteed (decisions.md section 1). */
  dailyReturn: string;
  durationDays: number;
  isActive: boolean;
}

export const investInput = z.object({
  cardId: z.number().check(z.int(), z.positive()),
  acceptRisk: z.literal(true, "You must accept the risks"),
});
export type InvestInput = z.infer<typeof investInput>;
