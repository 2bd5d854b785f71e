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

/** Admin edit of a card (spec section 5, Admin card edit; decisions.md: how returns are earned, durationDays). */
export const cardUpdateInput = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "Name is required"), z.maxLength(100)),
  description: z.string().check(z.trim(), z.minLength(1, "Description is required"), z.maxLength(1000)),
  howReturnsAreEarned: z.string().check(z.trim(), z.minLength(1, "How returns are earned is required"), z.maxLength(1000)),
  imageUrl: z.string().check(z.maxLength(500), z.regex(/^(https:\/\/[^\s]+|\/[^\s]*)$/, "Must be a valid URL")),
  investmentAmount: z.number("Investment amount is required").check(z.int(), z.gte(1000), z.lte(10_000_000)),
  dailyReturn: z.number("Daily return is required").check(z.int(), z.gte(1), z.lte(1_000_000)),
  durationDays: z.optional(z.number().check(z.int(), z.gte(1), z.lte(366))),
  isActive: z.boolean(),
});
export type CardUpdateInput = z.infer<typeof cardUpdateInput>;

/** A row of the admin Investment history tab. */
export interface AdminInvestmentView {
  id: number;
  userId: number;
  userFullName: string;
  userPhone: string;
  cardName: string;
  amount: string;
  dailyReturn: string;
  totalEarned: string;
  isActive: boolean;
  createdAt: string;
}
