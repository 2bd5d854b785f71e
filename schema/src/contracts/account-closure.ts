/**
 * POST /api/user/close (docs/product-rules.md#data-rights, DATA-4): the investor closes their
 * own account with their password, at a zero balance and with nothing open. Each thing still
 * open is its own 409 code, so the app can say what to settle first.
 */
import { z } from "zod/mini";

export const closeAccountInput = z.object({
  password: z
    .string("Password is required")
    .check(z.minLength(1, "Password is required"), z.maxLength(128, "Password must be at most 128 characters")),
});
export type CloseAccountInput = z.infer<typeof closeAccountInput>;

/** What keeps an account open, in the order they are reported (DATA-4). */
export const CLOSURE_BLOCKERS = [
  "deposit_pending",
  "payment_open",
  "withdrawal_pending",
  "investment_active",
  "balance_not_zero",
] as const;
export type ClosureBlocker = (typeof CLOSURE_BLOCKERS)[number];

/** The default retention of a closed account's personal data, in years (CEMAC regulation 02/24; setting `dataRetentionYears`). */
export const DEFAULT_DATA_RETENTION_YEARS = 10;
