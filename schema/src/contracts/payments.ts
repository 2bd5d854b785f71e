/**
 * Automatic mobile-money rails (docs/product-rules.md#automatic-rails): deposits collected
 * through a payment provider and payouts sent by it, their states, and the staff's view.
 * Amounts are whole XAF; times are ISO 8601 UTC.
 */
import { z } from "zod/mini";
import { MAX_PROVIDER_DEPOSIT_XAF } from "../money";
import { DEPOSIT_METHODS, depositAmount } from "./deposits";

/**
 * A number mobile money can pay from or to: MTN and Orange Cameroon numbers are 9 digits
 * starting with 6 (the providers take nothing else; worker/src/payments/checks.ts `toMsisdn`).
 * Other Cameroon numbers (2…, 7…, 8…, 9…) may sign in but hold no mobile-money account.
 */
export const MOBILE_MONEY_PHONE_PATTERN = /^6\d{8}$/;
export const mobileMoneyPhoneSchema = z
  .string("Phone number is required")
  .check(
    z.length(9, "Phone number must be 9 digits"),
    z.regex(MOBILE_MONEY_PHONE_PATTERN, "Please enter an MTN or Orange Cameroon number (9 digits starting with 6)"),
  );

/**
 * A payment's state (RAIL-2..RAIL-4): `created` (our id stored, nothing sent), `submitted`
 * (being sent), `pending` (the provider has it), then `succeeded` | `failed`; `unknown` when
 * the provider's answer was lost (resolved only by a status lookup with the same id) and
 * `needs_review` when staff must decide (mismatch, contradiction, or no answer for 48 h).
 */
export const PAYMENT_STATUSES = ["created", "submitted", "pending", "succeeded", "failed", "unknown", "needs_review"] as const;
export type PaymentState = (typeof PAYMENT_STATUSES)[number];
/** States in which the outcome is still open: the poller checks them. */
export const OPEN_PAYMENT_STATUSES = ["created", "submitted", "pending", "unknown"] as const;

export const PAYMENT_DIRECTIONS = ["deposit", "payout"] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

/** The payment providers the rails speak to (worker/src/payments/). */
export const PAYMENT_PROVIDERS = ["pawapay", "notchpay"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** `POST /api/payments/deposits`: the amount, the method ("MTN" | "Orange") and the number that pays. */
export const paymentDepositInput = z.object({
  // The manual form's rule, multiple of 100 included (DEP-2): one rule for both channels.
  amount: depositAmount("Amount is required", MAX_PROVIDER_DEPOSIT_XAF),
  paymentMethod: z.enum(DEPOSIT_METHODS, "Please select a payment method"),
  /** The number that pays and approves the prompt (RAIL-2). */
  phone: mobileMoneyPhoneSchema,
});
export type PaymentDepositInput = z.infer<typeof paymentDepositInput>;

/** A deposit or payout as its owner (and staff) see it. */
export interface PaymentView {
  id: string;
  direction: PaymentDirection;
  status: PaymentState;
  amountXaf: number;
  paymentMethod: (typeof DEPOSIT_METHODS)[number];
  /** The paying (deposit) or receiving (payout) number, 9 digits. */
  phone: string;
  /** Ours, short, shown to the user and quoted to support. */
  reference: string;
  /** The operator's transaction id, on the user's SMS receipt, once known. */
  operatorReference: string | null;
  /** The provider's failure code, when it failed. */
  failureReason: string | null;
  createdAt: string;
  updatedAt: string;
}

/** 201 of `POST /api/payments/deposits`. */
export interface PaymentCreated {
  id: string;
  status: PaymentState;
  reference: string;
  payment: PaymentView;
}

/** `GET /api/payments/channels`: which methods pay automatically, for deposits and payouts. */
export interface PaymentChannelsView {
  deposits: Record<(typeof DEPOSIT_METHODS)[number], PaymentChannel>;
  payouts: Record<(typeof DEPOSIT_METHODS)[number], PaymentChannel>;
}

/** `manual`: the deposit verification form and payouts sent by hand; `automatic`: through the provider. */
export const PAYMENT_CHANNELS = ["manual", "automatic"] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

const channel = z.enum(PAYMENT_CHANNELS, "Channel must be manual or automatic");
/** `PUT /api/admin/payment-channels` (owner). */
export const paymentChannelsInput = z.object({
  deposits: z.object({ MTN: channel, Orange: channel }),
  payouts: z.object({ MTN: channel, Orange: channel }),
});
export type PaymentChannelsInput = z.infer<typeof paymentChannelsInput>;

/** A withdrawal's automatic payout, on the investor's and the staff's withdrawal rows. */
export interface PayoutSummary {
  status: PaymentState;
  reference: string;
  operatorReference: string | null;
  /** The operator's failure code when the payout failed (e.g. `RECIPIENT_NOT_FOUND`), worded by each app. */
  failureCode: string | null;
}

/** One entry of a payment's append-only status history. */
export interface PaymentHistoryEntry {
  status: PaymentState;
  at: string;
  /** What caused it: `app` (our call), `callback`, `poll`, `admin` (Check status now), `reconciliation`. */
  source: string;
  providerStatus: string | null;
  detail: string | null;
  /** The provider's answer as received. */
  raw: unknown;
}

/** A payment as staff see it. */
export interface AdminPaymentView extends PaymentView {
  provider: PaymentProviderName;
  userId: number;
  fullName: string;
  withdrawalRequestId: number | null;
  providerStatus: string | null;
  reviewReason: string | null;
  nextPollAt: string | null;
  pollAttempts: number;
}

export interface AdminPaymentDetail extends AdminPaymentView {
  history: PaymentHistoryEntry[];
}

export const adminPaymentListQuery = z.object({
  status: z.optional(z.enum(PAYMENT_STATUSES, "Unknown status")),
  direction: z.optional(z.enum(PAYMENT_DIRECTIONS, "direction must be deposit or payout")),
  /** The last id of the previous page (payments are listed newest first by creation). */
  cursor: z.optional(z.string().check(z.regex(/^\d{1,16}$/, "Invalid cursor"))),
});

export interface AdminPaymentPage {
  payments: AdminPaymentView[];
  nextCursor: string | null;
}

/** One difference found by the daily reconciliation. */
export interface ReconciliationDifference {
  paymentId: string | null;
  provider: PaymentProviderName;
  direction: PaymentDirection;
  /** `status`: the provider's final status differs from ours; `missing_here`: the provider has a payment we do not; `missing_there`: we have one the provider does not; `amount`: amounts differ. */
  kind: "status" | "missing_here" | "missing_there" | "amount";
  ours: string | null;
  theirs: string | null;
}

/**
 * The last reconciliation run (RAIL-7). A run is done in pages on a queue: while pages remain
 * `finishedAt` is null and `differences` holds those found so far (at most the first 1,000).
 */
export interface ReconciliationView {
  /** When the last run started, or null before the first. */
  ranAt: string | null;
  /** When its last page was done; null before the first run and while it runs. */
  finishedAt: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  differences: ReconciliationDifference[];
}

export interface OperatorAvailabilityView {
  provider: PaymentProviderName;
  operator: "MTN" | "ORANGE";
  direction: PaymentDirection;
  status: "operational" | "delayed" | "closed" | "unknown";
}

export interface AvailabilityView {
  operators: OperatorAvailabilityView[];
  /** Set when the provider could not be asked. */
  error: string | null;
}
