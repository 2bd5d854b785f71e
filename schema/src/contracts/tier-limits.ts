/**
 * Limits by tier (docs/product-rules.md#limits-by-tier, KYC-5..KYC-9): per tier, the most an
 * investor may deposit per Africa/Douala day and per rolling 30 days, withdraw per day and
 * per 30 days, and hold in total (principal + invested), in whole XAF; the owner edits them
 * with the age of majority and the data retention (GET and PUT /api/admin/kyc-settings). The figures are the
 * operator's to confirm with counsel (docs/compliance.md#limits-by-tier).
 */
import { z } from "zod/mini";
import type { Tier } from "./verification";

/** The limits a money move is checked against, as the 409 `tier_limit` body names them. */
export const LIMIT_KINDS = ["deposit_day", "deposit_30d", "withdraw_day", "withdraw_30d", "hold"] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** One tier's limits, whole XAF. */
export interface TierLimits {
  depositDayXaf: number;
  deposit30dXaf: number;
  withdrawDayXaf: number;
  withdraw30dXaf: number;
  holdXaf: number;
}

/**
 * The defaults, tiers 0, 1, 2 (KYC-5). Tier 0 cannot withdraw: it has no verified number to
 * pay to (KYC-4). Operator to confirm with counsel (docs/compliance.md#limits-by-tier).
 */
export const DEFAULT_TIER_LIMITS: readonly [TierLimits, TierLimits, TierLimits] = [
  { depositDayXaf: 100_000, deposit30dXaf: 200_000, withdrawDayXaf: 0, withdraw30dXaf: 0, holdXaf: 200_000 },
  { depositDayXaf: 500_000, deposit30dXaf: 2_000_000, withdrawDayXaf: 500_000, withdraw30dXaf: 2_000_000, holdXaf: 5_000_000 },
  {
    depositDayXaf: 10_000_000,
    deposit30dXaf: 50_000_000,
    withdrawDayXaf: 10_000_000,
    withdraw30dXaf: 50_000_000,
    holdXaf: 100_000_000,
  },
];

const xaf = (label: string) =>
  z
    .number(`${label} is required`)
    .check(
      z.int(`${label} must be whole XAF`),
      z.gte(0, `${label} must be at least 0 XAF`),
      z.lte(1_000_000_000, `${label} must be at most 1,000,000,000 XAF`),
    );

const tierLimits = z.object({
  depositDayXaf: xaf("Deposits per day"),
  deposit30dXaf: xaf("Deposits per 30 days"),
  withdrawDayXaf: xaf("Withdrawals per day"),
  withdraw30dXaf: xaf("Withdrawals per 30 days"),
  holdXaf: xaf("Most held"),
});

/** PUT /api/admin/kyc-settings: the three tiers' limits (in tier order) and the age of majority. */
export const kycSettingsInput = z.object({
  tiers: z.tuple([tierLimits, tierLimits, tierLimits], "tiers must list the limits of tiers 0, 1 and 2"),
  ageOfMajority: z
    .number("ageOfMajority is required")
    .check(
      z.int("ageOfMajority must be whole years"),
      z.gte(18, "ageOfMajority must be at least 18"),
      z.lte(25, "ageOfMajority must be at most 25"),
    ),
  /** How long a closed account's personal data is kept, whole years (DATA-5); absent: unchanged. */
  dataRetentionYears: z.optional(
    z
      .number("dataRetentionYears must be a number")
      .check(
        z.int("dataRetentionYears must be whole years"),
        z.gte(1, "dataRetentionYears must be at least 1"),
        z.lte(50, "dataRetentionYears must be at most 50"),
      ),
  ),
});
export type KycSettingsInput = z.infer<typeof kycSettingsInput>;

/** GET and PUT /api/admin/kyc-settings. */
export interface KycSettings {
  tiers: [TierLimits, TierLimits, TierLimits];
  ageOfMajority: number;
  /** Years a closed account's personal data is kept (docs/product-rules.md#data-rights, DATA-5). */
  dataRetentionYears: number;
}

/** An investor's limits or usage, decimal strings of XAF, one per `LimitKind`. */
export interface LimitAmounts {
  depositDay: string;
  deposit30d: string;
  withdrawDay: string;
  withdraw30d: string;
  hold: string;
}

/** The extra fields of a 409 `tier_limit` body (KYC-7): which limit, the tier, what is left (decimal string of XAF). */
export interface TierLimitDetail {
  limit: LimitKind;
  tier: Tier;
  remainingXaf: string;
}
