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

export interface ReserveStatus {
  reserveBalance: string;
  returnsOwed: string;
  referralBonusesOwed: string;
  dailyReturnsDue: string;
  /** Whole days of current daily returns the reserve covers; null when none are due. */
  reserveCoverDays: number | null;
}
