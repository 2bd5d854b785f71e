/**
 * GET /api/user/money-requests?cursor= (docs/product-rules.md#money-status, MST-1): every
 * request the investor made to move money in or out, in one list, newest first, with its
 * state: deposit verifications (sent by hand, checked by staff), automatic deposits (the
 * provider's prompt on the payer's phone, failed ones included) and withdrawal requests
 * (with their automatic payout, if any). The dashboard carries the first page in its own
 * answer (one round trip, MST-4); older pages come from this read.
 *
 * The answer is described by zod schemas so that the Worker's tests hold it to this shape.
 * Amounts are decimal strings of whole XAF ("5000.00"); times are ISO 8601 UTC instants.
 */
import { z } from "zod/mini";
import { MOBILE_MONEY_SERVICES } from "./auth";
import { DEPOSIT_METHODS } from "./deposits";
import { PAYMENT_STATUSES } from "./payments";
import { WITHDRAWAL_STATUSES } from "./withdrawals";

/** Requests per page, the dashboard's first page included. */
export const MONEY_REQUESTS_PAGE_SIZE = 20;

/**
 * A page's `nextCursor`: the last request's creation instant, its kind's rank (1 a
 * verification, 2 an automatic deposit, 3 a withdrawal) and its row number. Opaque to clients.
 */
export const MONEY_REQUESTS_CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z_[123]_[1-9]\d{0,15}$/;

/** No cursor for the newest page, then the previous page's `nextCursor`; anything else is 400 naming `cursor`. */
export const moneyRequestsQuery = z.object({
  cursor: z.optional(
    z.string().check(z.regex(MONEY_REQUESTS_CURSOR_PATTERN, "cursor must be the nextCursor of a previous page")),
  ),
});

const amount = z.string().check(z.regex(/^\d+\.00$/, "a decimal string of whole XAF"));
const instant = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/, "an ISO 8601 UTC instant"));
const maybe = <T extends z.ZodMiniType>(t: T) => z.nullable(t);

/** A deposit verification the investor submitted, with its decision (DEP-9). */
export const ownDepositVerification = z.strictObject({
  kind: z.literal("deposit_verification"),
  type: z.literal("deposit"),
  id: z.number(),
  /** What the investor typed as the mobile-money transaction id. */
  transactionId: z.string(),
  /** Pending or rejected: the amount declared; approved: the amount credited. */
  amount,
  paymentMethod: z.enum(DEPOSIT_METHODS),
  status: z.enum(["pending", "approved", "rejected"]),
  /** The admin's note; for a rejection, the reason. */
  adminNote: maybe(z.string()),
  createdAt: instant,
  decidedAt: maybe(instant),
  /** Pending only: when staff next check requests, from `nextProcessingStart` (MST-3). */
  nextStepAt: maybe(instant),
});
export type OwnDepositVerification = z.infer<typeof ownDepositVerification>;

/** A deposit through the provider (RAIL-2): its state, our reference and the operator's. */
export const ownAutomaticDeposit = z.strictObject({
  kind: z.literal("automatic_deposit"),
  type: z.literal("deposit"),
  /** Our payment id (a UUID). */
  id: z.string(),
  /** Ours, `LA-XXXXXXXX`, quoted to support. */
  reference: z.string(),
  amount,
  paymentMethod: z.enum(DEPOSIT_METHODS),
  /** The number that paid or was asked to pay, 9 digits. */
  phone: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** The operator's transaction id, on the payer's SMS receipt, once known. */
  operatorReference: maybe(z.string()),
  /** Failed only: the operator's failure code (`PAYMENT_NOT_APPROVED`), worded by each app. */
  failureCode: maybe(z.string()),
  createdAt: instant,
  updatedAt: instant,
});
export type OwnAutomaticDeposit = z.infer<typeof ownAutomaticDeposit>;

/** A withdrawal's automatic payout: its state, our reference and the operator's. */
export const payoutSummary = z.strictObject({
  status: z.enum(PAYMENT_STATUSES),
  reference: z.string(),
  operatorReference: maybe(z.string()),
  /** The operator's failure code when the payout failed (e.g. `RECIPIENT_NOT_FOUND`). */
  failureCode: maybe(z.string()),
});

/** A withdrawal request of the investor (docs/product-rules.md#withdrawals). */
export const ownWithdrawal = z.strictObject({
  kind: z.literal("withdrawal"),
  type: z.literal("withdrawal"),
  id: z.number(),
  amount,
  fee: amount,
  /** amount - fee, what reaches the mobile-money account. */
  amountToReceive: amount,
  paymentMethod: z.enum(MOBILE_MONEY_SERVICES),
  accountNumber: z.string(),
  /** completed is shown "Approved", failed "Rejected" (WDR-4); processing: approved, the provider is paying it. */
  status: z.enum(WITHDRAWAL_STATUSES),
  /** The admin's note; for a rejection, the reason. */
  adminNote: maybe(z.string()),
  createdAt: instant,
  decidedAt: maybe(instant),
  /** Pending only: when staff next process withdrawals (MST-3). */
  nextStepAt: maybe(instant),
  /** The automatic payout, when the provider pays it. */
  payout: maybe(payoutSummary),
});
export type OwnWithdrawal = z.infer<typeof ownWithdrawal>;

/** One request; `kind` says which, `type` whether money comes in or goes out. */
export const moneyRequest = z.discriminatedUnion("kind", [ownDepositVerification, ownAutomaticDeposit, ownWithdrawal]);
export type MoneyRequest = z.infer<typeof moneyRequest>;

/** One page, newest first; `nextCursor` reads the older ones, null on the last page. */
export const moneyRequestsPage = z.strictObject({
  requests: z.array(moneyRequest),
  nextCursor: maybe(z.string().check(z.regex(MONEY_REQUESTS_CURSOR_PATTERN))),
});
export type MoneyRequestsPage = z.infer<typeof moneyRequestsPage>;
