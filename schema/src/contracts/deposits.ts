/** Deposit verification (docs/product-rules.md#deposits). */
import { z } from "zod/mini";
import { DEPOSIT_STEP_XAF, MIN_DEPOSIT_XAF } from "../money";
import { isLatinTransactionId, normaliseTransactionId } from "../transaction-id";

export const DEPOSIT_METHODS = ["MTN", "Orange"] as const;

/**
 * A deposit's amount, on both channels, the manual verification and the automatic prompt
 * (docs/product-rules.md#deposits, DEP-2): whole XAF, at least 1,000, a multiple of 100,
 * at most `max` (10,000,000 for a verification; the provider's own cap for a prompt).
 */
export function depositAmount(requiredMessage: string, max: number) {
  return z
    .number(requiredMessage)
    .check(
      z.int("Amount must be a whole number of XAF"),
      z.gte(MIN_DEPOSIT_XAF, "Minimum deposit is 1,000 XAF"),
      z.lte(max, "Amount is too large"),
      z.multipleOf(DEPOSIT_STEP_XAF, "Amount must be a multiple of 100 XAF"),
    );
}

export const depositVerificationInput = z.object({
  depositName: z.string().check(z.trim(), z.minLength(1, "Please fill in all fields"), z.maxLength(100)),
  userName: z.string().check(z.trim(), z.minLength(1, "Please fill in all fields"), z.maxLength(100)),
  amount: depositAmount("Please fill in all fields", 10_000_000),
  paymentMethod: z.enum(DEPOSIT_METHODS, "Please select a payment method"),
  /** As typed (shown back); compared in its normalised form (docs/product-rules.md#deposits, DEP-3). */
  transactionId: z.string().check(
    z.trim(),
    z.minLength(1, "Please fill in all fields"),
    z.maxLength(64),
    z.refine((s) => normaliseTransactionId(s) !== "", "Transaction ID must contain letters or digits"),
    z.refine((s) => normaliseTransactionId(s) === "" || isLatinTransactionId(normaliseTransactionId(s)), {
      message: "Transaction ID may contain only Latin letters (A to Z) and digits",
      params: { code: "invalid_format" },
    }),
  ),
});
export type DepositVerificationInput = z.infer<typeof depositVerificationInput>;

export const depositDecisionInput = z.object({
  status: z.enum(["approved", "rejected"], "status must be approved or rejected"),
  adminNotes: z.optional(z.string().check(z.maxLength(500))),
  /** The amount the admin saw arrive, when it differs from the one declared. */
  amount: z.optional(z.number().check(z.int(), z.gte(1), z.lte(10_000_000))),
});
export type DepositDecisionInput = z.infer<typeof depositDecisionInput>;

export interface DepositVerificationView {
  id: number;
  userId: number;
  fullName: string;
  phone: string;
  depositName: string;
  userName: string;
  transactionId: string;
  amount: string;
  paymentMethod: (typeof DEPOSIT_METHODS)[number];
  status: "pending" | "approved" | "rejected";
  adminNotes: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  createdAt: string;
}

/**
 * GET /api/deposits/availability and /api/withdrawals/availability: when not allowed, the
 * code our clients translate and the spec's message in the request's language (its
 * Accept-Language; en by default) for other clients. Both are empty when allowed.
 */
export interface AvailabilityResponse {
  allowed: boolean;
  code: "deposits_disabled" | "withdrawals_disabled" | null;
  message: string;
}

/** The longest public reason for switching deposits or withdrawals off (docs/product-rules.md#switches). */
export const SWITCH_REASON_MAX = 300;

export const switchInput = z.object({
  enabled: z.boolean("enabled must be true or false"),
  reason: z.optional(z.string().check(z.maxLength(SWITCH_REASON_MAX))),
});
export type SwitchInput = z.infer<typeof switchInput>;
