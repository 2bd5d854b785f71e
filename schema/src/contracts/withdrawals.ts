/** Withdrawal requests (docs/product-rules.md#withdrawals). */
import { z } from "zod/mini";
import { MIN_WITHDRAWAL_XAF } from "../money";
import { MOBILE_MONEY_SERVICES } from "./auth";
import type { PayoutSummary } from "./payments";

/** A withdrawal request's stored states (docs/product-rules.md#withdrawals, WDR-4). */
export const WITHDRAWAL_STATUSES = ["pending", "processing", "completed", "failed"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawInput = z.object({
  accountName: z.string().check(z.trim(), z.minLength(2, "Account name is required"), z.maxLength(100)),
  accountNumber: z
    .string()
    .check(z.length(9, "Account number must be 9 digits"), z.regex(/^\d{9}$/, "Account number must be 9 digits")),
  paymentMethod: z.enum(MOBILE_MONEY_SERVICES, "Please select a payment method"),
  amount: z
    .number("Minimum withdrawal is 3,500 XAF")
    .check(
      z.int("Amount must be a whole number of XAF"),
      z.gte(MIN_WITHDRAWAL_XAF, "Minimum withdrawal is 3,500 XAF"),
      z.lte(100_000_000, "Amount is too large"),
    ),
});
export type WithdrawInput = z.infer<typeof withdrawInput>;

export const withdrawalDecisionInput = z.object({
  adminNotes: z.optional(z.string().check(z.maxLength(500))),
});

export interface WithdrawalView {
  id: number;
  userId: number;
  fullName: string;
  phone: string;
  amount: string;
  fee: string;
  amountToReceive: string;
  accountName: string;
  accountNumber: string;
  paymentMethod: (typeof MOBILE_MONEY_SERVICES)[number];
  /**
   * pending, processing (approved, the provider is paying it: docs/product-rules.md#automatic-rails),
   * completed (shown 'Approved') or failed (shown 'Rejected').
   */
  status: WithdrawalStatus;
  adminNotes: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  createdAt: string;
  /** The payout goes to a number other than the user's registered phone: a second admin approves it (APR-3). */
  newPayoutNumber: boolean;
  /**
   * Approving it makes a proposal for a second admin instead of paying: a new payout number
   * or above the approval threshold (APR-2, APR-3), by the rule the approval itself follows.
   */
  secondAdminRequired: boolean;
  /** The open proposal to approve it, if any (docs/product-rules.md#approvals). */
  approvalId: number | null;
  /** The automatic payout, when the provider pays it (docs/product-rules.md#automatic-rails). */
  payout: PayoutSummary | null;
}
