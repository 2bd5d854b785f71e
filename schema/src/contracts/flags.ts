/**
 * Money-laundering flags (docs/product-rules.md#aml-flags, AML-1..AML-8): the rules that
 * raise a flag for staff review (never a freeze), their settings, the Flags tab's list and
 * page, the two-person closing and the case report for ANIF. Amounts are whole XAF.
 */
import { z } from "zod/mini";
import { requiredText } from "./field-text";

/**
 * The rules: a deposit withdrawn uninvested within N days (AML-1), a withdrawal to a number
 * another live account holds (AML-2), a deposit from a number verified on another account
 * (AML-3), many registrations from one address or device in a day (AML-4), and deposits
 * or withdrawals just under the tier's daily limit on several days in 30 (AML-9).
 */
export const FLAG_RULES = [
  "quick_withdrawal",
  "shared_payout_number",
  "number_on_two_accounts",
  "registration_burst",
  "near_tier_limit",
] as const;
export type FlagRule = (typeof FLAG_RULES)[number];

/** open → closing (one staff proposed closing) → closed (a different staff confirmed) (AML-6). */
export const FLAG_STATES = ["open", "closing", "closed"] as const;
export type FlagState = (typeof FLAG_STATES)[number];

/** The settings key holding every rule's switch and threshold as one JSON object. */
export const FLAG_SETTINGS_KEY = "amlFlagRules";

/** Defaults (AML-1, AML-4): operator to confirm with counsel (docs/compliance.md). */
export const DEFAULT_QUICK_WITHDRAWAL_DAYS = 7;
export const DEFAULT_REGISTRATION_BURST_ACCOUNTS = 3;
/** Defaults (AML-9): a day counts when its moves reach this percent of the tier's daily limit, a flag at this many such days in 30. */
export const DEFAULT_NEAR_TIER_LIMIT_PERCENT = 90;
export const DEFAULT_NEAR_TIER_LIMIT_DAYS = 3;

const enabled = (label: string) => z.boolean(`${label} must be true or false`);
const whole = (label: string, min: number, max: number) =>
  z
    .number(`${label} must be a number`)
    .check(
      z.int(`${label} must be a whole number`),
      z.gte(min, `${label} must be at least ${min}`),
      z.lte(max, `${label} must be at most ${max}`),
    );

/** PUT /api/admin/flag-settings (owner): each rule's switch and threshold (AML-5). */
export const flagSettingsInput = z.object({
  quickWithdrawal: z.object({ enabled: enabled("quickWithdrawal.enabled"), days: whole("quickWithdrawal.days", 1, 90) }),
  sharedPayoutNumber: z.object({ enabled: enabled("sharedPayoutNumber.enabled") }),
  numberOnTwoAccounts: z.object({ enabled: enabled("numberOnTwoAccounts.enabled") }),
  registrationBurst: z.object({
    enabled: enabled("registrationBurst.enabled"),
    accounts: whole("registrationBurst.accounts", 2, 100),
  }),
  nearTierLimit: z.object({
    enabled: enabled("nearTierLimit.enabled"),
    percent: whole("nearTierLimit.percent", 50, 99),
    days: whole("nearTierLimit.days", 2, 30),
  }),
});
export type FlagSettings = z.infer<typeof flagSettingsInput>;

/** The settings when none are saved. */
export const DEFAULT_FLAG_SETTINGS: FlagSettings = {
  quickWithdrawal: { enabled: true, days: DEFAULT_QUICK_WITHDRAWAL_DAYS },
  sharedPayoutNumber: { enabled: true },
  numberOnTwoAccounts: { enabled: true },
  registrationBurst: { enabled: true, accounts: DEFAULT_REGISTRATION_BURST_ACCOUNTS },
  nearTierLimit: { enabled: true, percent: DEFAULT_NEAR_TIER_LIMIT_PERCENT, days: DEFAULT_NEAR_TIER_LIMIT_DAYS },
};

/** GET /api/admin/flags?rule=&state=&cursor=: filter by rule and state, keyset page by id (newest first). */
export const flagListQuery = z.object({
  rule: z.optional(z.enum(FLAG_RULES, "rule must be one of the flag rules")),
  state: z.optional(z.enum(FLAG_STATES, "state must be open, closing or closed")),
  cursor: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, "cursor must be the nextCursor of a previous page"))),
});
export type FlagListQuery = z.infer<typeof flagListQuery>;

/** The note staff write when proposing or confirming the closing, or adding to the case (AML-6). */
export const flagNoteInput = z.object({ note: requiredText("Note", 1000) });
export type FlagNoteInput = z.infer<typeof flagNoteInput>;

/** GET /api/admin/flags/{id}/report?format=json|csv (AML-7). */
export const flagReportQuery = z.object({
  format: z.optional(z.enum(["json", "csv"], "format must be json or csv")),
});

/** A flag in the list. */
export interface FlagSummary {
  id: number;
  rule: FlagRule;
  state: FlagState;
  userId: number;
  userName: string | null;
  userPhone: string | null;
  /** What raised it: payment, withdrawal, transfer ids, number or address, as stored. */
  subject: Record<string, unknown>;
  raisedAt: string;
}

/** GET /api/admin/flags: at most `FLAG_PAGE_SIZE`, newest first; `nextCursor` pages on (null on the last page). */
export interface FlagList {
  items: FlagSummary[];
  nextCursor: string | null;
}
export const FLAG_PAGE_SIZE = 50;

export interface FlagNoteView {
  id: number;
  adminUsername: string;
  note: string;
  createdAt: string;
}

/** GET /api/admin/flags/{id}: the flag, its closing, and its notes. */
export interface FlagView extends FlagSummary {
  closeProposedBy: string | null;
  closeProposalNote: string | null;
  closeProposedAt: string | null;
  closedBy: string | null;
  closeNote: string | null;
  closedAt: string | null;
  notes: FlagNoteView[];
}

/** One transfer of the case, as the report lists it. */
export interface FlagReportTransfer {
  id: number;
  kind: string;
  debitAccountId: string;
  creditAccountId: string;
  amountXaf: number;
  paymentId: string | null;
  withdrawalRequestId: number | null;
  depositVerificationId: number | null;
  memo: string | null;
  createdAt: string;
}

/** One deposit or withdrawal request of the case. */
export interface FlagReportRequest {
  type: "deposit_verification" | "withdrawal" | "payment";
  id: string;
  status: string;
  amountXaf: number;
  number: string | null;
  paymentMethod: string | null;
  createdAt: string;
}

/** The case report for a suspicious transaction report to ANIF (AML-7). */
export interface FlagReport {
  flag: FlagView;
  investor: {
    id: number;
    fullName: string | null;
    phone: string | null;
    mobileMoneyService: string;
    createdAt: string;
    payoutNumbers: { number: string; service: string; verifiedAt: string }[];
  };
  transfers: FlagReportTransfer[];
  requests: FlagReportRequest[];
  generatedAt: string;
}
