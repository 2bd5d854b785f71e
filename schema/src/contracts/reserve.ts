/** The returns reserve (docs/product-rules.md#reserve): funded by the operator, shown to everyone. */
import { z } from "zod/mini";

export const fundReserveInput = z.object({
  amount: z
    .number("amount is required")
    .check(
      z.int("amount must be whole XAF"),
      z.gte(1, "amount must be at least 1 XAF"),
      z.lte(1_000_000_000, "amount must be at most 1,000,000,000 XAF"),
    ),
  note: z.string().check(z.trim(), z.minLength(1, "A note is required"), z.maxLength(300)),
  /**
   * Chosen by the client once per funding it means (a UUID); a retry sends the same one and
   * moves nothing more (docs/product-rules.md#ledger, LED-8).
   */
  requestId: z.uuid("requestId must be a UUID"),
});
export type FundReserveInput = z.infer<typeof fundReserveInput>;

/** The money promised and funded (docs/product-rules.md#reserve, RES-4, RES-5); XAF as decimal strings. */
export interface ReserveCommitments {
  /** Target returns promised and not yet paid, funded: the balance of `returns_committed`. */
  returnsCommitted: string;
  /** What the reserve holds beyond its commitments: the balance of `returns_reserve`. */
  reserveFree: string;
  /** Promised and not funded: what is left of the uncovered investments, and the referral bonuses owed. */
  returnsShortfall: string;
  /** Of everything promised and not yet paid, the part funded, whole percent rounded down (100 when nothing is promised). */
  promisedReturnsFundedPercent: number;
}

/** An investment bought before returns were funded at purchase, not yet covered (RES-5). */
export interface UncoveredInvestment {
  investmentId: number;
  userId: number;
  fullName: string;
  cardName: string;
  /** Africa/Douala purchase day, YYYY-MM-DD. */
  startDay: string;
  /** What is left of its target return to fund, XAF. */
  toFund: string;
}

export interface ReserveStatus extends ReserveCommitments {
  /** What the reserve holds in all: free plus committed. */
  reserveBalance: string;
  returnsOwed: string;
  referralBonusesOwed: string;
  dailyReturnsDue: string;
  /** Whole days of current daily returns the reserve covers; null when none are due. */
  reserveCoverDays: number | null;
  /** The uncovered investments: how many, and the oldest 50 (the next to be funded). */
  uncovered: { count: number; oldest: UncoveredInvestment[] };
}
