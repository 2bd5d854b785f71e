/** Investment cards and the invest call (docs/product-rules.md#screen-projects; docs/product-rules.md#investing). */
import { z } from "zod/mini";
import { flag, requiredNumber, requiredText } from "./field-text";

/**
 * A card as an investor reads it: `name`, `description` and `howReturnsAreEarned` in the
 * reader's language (docs/product-rules.md#content-languages).
 */
export interface InvestmentCardView {
  id: number;
  name: string;
  description: string;
  howReturnsAreEarned: string;
  imageUrl: string;
  investmentAmount: string;
  /** Target, not guaranteed (docs/product-rules.md#cards). */
  dailyReturn: string;
  durationDays: number;
  isActive: boolean;
  /**
   * Whether the returns reserve can fund this card's whole target return now (daily return x
   * term; docs/product-rules.md#reserve, RES-4). When false the card reads 'Currently
   * Unavailable' and a purchase answers 409 `returns_not_funded`.
   */
  returnFunded: boolean;
  /**
   * The card's one state, as every screen shows it (the investor's projects and Assistant,
   * the staff's cards view): see `cardAvailability`.
   */
  availability: CardAvailability;
}

/**
 * Whether a card can be bought now (docs/product-rules.md#reserve, RES-4): `available`;
 * `unfunded` when it is on offer but the reserve cannot fund its whole target return
 * ('Currently Unavailable', a purchase answers 409 `returns_not_funded`); `inactive` when
 * staff took it off sale ('Unavailable').
 */
export type CardAvailability = "available" | "unfunded" | "inactive";

/** The card's state from its switch and whether the reserve funds its return (RES-4). */
export function cardAvailability(card: { isActive: boolean; returnFunded: boolean }): CardAvailability {
  if (!card.isActive) return "inactive";
  return card.returnFunded ? "available" : "unfunded";
}

/** A card as staff read it: the English texts and their French versions side by side. */
export interface AdminCardView extends InvestmentCardView {
  nameFr: string;
  descriptionFr: string;
  howReturnsAreEarnedFr: string;
}

export const investInput = z.object({
  cardId: z.number().check(z.int(), z.positive()),
  acceptRisk: z.literal(true, "You must accept the risks"),
});
export type InvestInput = z.infer<typeof investInput>;

/** Bounds of an admin's card edit (docs/product-rules.md#cards, INV-3). */
export const CARD_LIMITS = {
  amountXaf: { min: 1000, max: 10_000_000 },
  dailyReturnXaf: { min: 1, max: 1_000_000 },
  durationDays: { min: 1, max: 365 },
} as const;
const L = CARD_LIMITS;

/**
 * Admin edit of a card (docs/product-rules.md#cards, INV-3): amount 1,000 to 10,000,000
 * XAF, a daily return below the amount, a term of 1 to 365 days; every text in English
 * and French (docs/product-rules.md#content-languages).
 */
export const cardUpdateInput = z
  .object({
    name: requiredText("Name", 100),
    description: requiredText("Description", 1000),
    howReturnsAreEarned: requiredText("How returns are earned", 1000),
    // French is required too (docs/product-rules.md#content-languages).
    nameFr: requiredText("French name", 100),
    descriptionFr: requiredText("French description", 1000),
    howReturnsAreEarnedFr: requiredText("French 'how returns are earned'", 1000),
    imageUrl: z
      .string({
        error: (iss) => (iss.input === undefined || iss.input === null ? "Image URL is required" : "Image URL must be text"),
      })
      .check(
        z.maxLength(500, "Image URL must be at most 500 characters"),
        z.regex(/^(https:\/\/[^\s]+|\/[^\s]*)$/, "Must be a valid URL"),
      ),
    investmentAmount: requiredNumber("Investment amount", "Investment amount must be a whole number of XAF").check(
      z.int("Investment amount must be a whole number of XAF"),
      z.gte(L.amountXaf.min, "Investment amount must be at least 1,000 XAF"),
      z.lte(L.amountXaf.max, "Investment amount must be at most 10,000,000 XAF"),
    ),
    dailyReturn: requiredNumber("Daily return", "Daily return must be a whole number of XAF").check(
      z.int("Daily return must be a whole number of XAF"),
      z.gte(L.dailyReturnXaf.min, "Daily return must be at least 1 XAF"),
      z.lte(L.dailyReturnXaf.max, "Daily return must be at most 1,000,000 XAF"),
    ),
    durationDays: z.optional(
      z
        .number("Term must be a whole number of days")
        .check(
          z.int("Term must be a whole number of days"),
          z.gte(L.durationDays.min, "Term must be at least 1 day"),
          z.lte(L.durationDays.max, "Term must be at most 365 days"),
        ),
    ),
    isActive: flag("Active"),
  })
  .check(
    z.superRefine((card, ctx) => {
      if (card.dailyReturn >= card.investmentAmount) {
        ctx.issues.push({
          code: "too_big",
          origin: "number",
          maximum: card.investmentAmount - 1,
          inclusive: true,
          path: ["dailyReturn"],
          message: "Daily return must be below the investment amount",
          input: card.dailyReturn,
        });
      }
    }),
  );
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
