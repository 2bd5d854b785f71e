/**
 * Numbers proven by their holder (docs/product-rules.md#verified-numbers, KYC-1..KYC-4):
 * what GET /api/user/verification answers, and the staff's proposal to verify a number.
 */
import { z } from "zod/mini";
import { proposalReason } from "./admin";
import type { LimitAmounts } from "./tier-limits";
import { MOBILE_MONEY_SERVICES, PHONE_PATTERN, type MobileMoneyService } from "./auth";

/** Tiers of know-your-investor: 0 registered, 1 a number verified (KYC-1), 2 identity verified. */
export type Tier = 0 | 1 | 2;

/** A number payouts may go to once `usableFrom` has passed. Times are ISO 8601 UTC. */
export interface PayoutNumberView {
  /** The 9 national digits. */
  number: string;
  service: MobileMoneyService;
  verifiedAt: string;
  /** Payouts to it are accepted from then on (staff's verification waits a cooling-off, KYC-3). */
  usableFrom: string;
  /** `deposit`: proven by a deposit its holder approved; `staff`: verified by two staff. */
  source: "deposit" | "staff";
}

/** GET /api/user/verification (signed in). */
export interface VerificationView {
  tier: Tier;
  /** The registered phone is among the verified numbers. */
  phoneVerified: boolean;
  payoutNumbers: PayoutNumberView[];
  /** The limits of the investor's tier (docs/product-rules.md#limits-by-tier, KYC-8), decimal strings of XAF. */
  limits: LimitAmounts;
  /** What counts against each limit now: deposits today and in 30 days, withdrawals likewise, held. */
  usage: LimitAmounts;
  /** The civil majority the platform requires: the operator's setting, by default 21 (Civil Code art. 488). */
  ageOfMajority: number;
}

/** POST /api/admin/users/{id}/payout-numbers: staff propose verifying a number for the user (KYC-3). */
export const payoutNumberProposalInput = z.object({
  number: z.string("Number is required").check(z.regex(PHONE_PATTERN, "Number must be 9 digits")),
  service: z.enum(MOBILE_MONEY_SERVICES, "Please select a mobile money service"),
  reason: proposalReason,
});
export type PayoutNumberProposalInput = z.infer<typeof payoutNumberProposalInput>;
