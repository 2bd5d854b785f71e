/**
 * The one interface every mobile-money provider adapter implements (pawaPay v2 first, then
 * Notch Pay), and the shapes it returns. Amounts are whole XAF; ids are OURS, chosen and
 * stored before any call, so a lost answer is always resolved by a status lookup with the
 * same id (docs/product-rules.md#automatic-rails, RAIL-2 and RAIL-3).
 *
 * Invariants every adapter keeps (payments/README.md; docs/decisions/0031-automatic-rails.md):
 * - a timeout, a network error, a 5xx, an unexpected body or an unrecognised status is
 *   `unknown`, never `failed`; only a provider's explicit final failure is `failed`;
 * - `not_found` is returned only when the provider positively says it has no such payment:
 *   it is the one answer that allows a retry with the same id;
 * - a repeated initiation (pawaPay DUPLICATE_IGNORED, Notch Pay 409) is `accepted` with
 *   `duplicate: true`, not an error;
 * - callbacks are verified on the raw body bytes before anything in them is read;
 * - amount and currency are parsed strictly and every anomaly is listed in `mismatches`.
 */

export type ProviderName = "pawapay" | "notchpay";
export type Direction = "deposit" | "payout";
export type Operator = "MTN" | "ORANGE";

/** Our reading of a provider's payment status. `reversed`: money moved, then came back (Notch Pay `refunded`). */
export type PaymentStatus = "pending" | "succeeded" | "failed" | "reversed" | "unknown";

/** Why an outcome could not be known. Never a reason to fail or refund anything. */
export type UnknownReason = "timeout" | "network_error" | "server_error" | "rate_limited" | "unexpected_response";

/** A deposit (collection from the payer) or a payout (disbursement to the recipient). */
export interface MoneyRequest {
  /** Our id, stored before the call: a lowercase UUIDv4 (pawaPay requires one; Notch Pay takes it as `reference`). */
  id: string;
  /** Whole XAF, > 0. */
  amountXaf: number;
  /** Cameroon number: 9 digits (6XXXXXXXX), or 237 followed by the 9 digits. */
  phone: string;
  operator: Operator;
  /** Short narration the operator may show the customer (pawaPay: 4 to 22 characters). */
  description?: string;
  /** The customer's name, where a provider asks for one (Notch Pay beneficiaries). */
  name?: string;
}

/** What we expect a payment to be; compared with what the provider reports. */
export interface ExpectedPayment {
  amountXaf: number;
  phone?: string;
}

export interface Mismatch {
  field: "amount" | "currency" | "phone" | "id";
  expected: string | null;
  actual: string | null;
}

/** A payment as the provider reports it (status lookup, callback, or list). */
export interface ProviderTransaction {
  provider: ProviderName;
  direction: Direction;
  /** Our id (pawaPay depositId/payoutId, Notch Pay merchant reference). */
  id: string;
  status: PaymentStatus;
  /** The provider's own status word, kept for the status history. */
  providerStatus: string | null;
  failureCode: string | null;
  failureMessage: string | null;
  /** Whole XAF, or null when absent or not a whole number of francs (then listed in `mismatches`). */
  amountXaf: number | null;
  amountRaw: string | null;
  currency: string | null;
  /** MSISDN as the provider reports it (237XXXXXXXXX), when it does. */
  phone: string | null;
  /** The provider's own id for the payment (Notch Pay `trx.…`); pawaPay has none besides ours. */
  providerReference: string | null;
  /** The operator's transaction id the customer sees on the SMS receipt (pawaPay providerTransactionId). */
  operatorReference: string | null;
  createdAt: string | null;
  /** Anomalies: currency not XAF, fractional or missing amount, and differences from the expected payment. */
  mismatches: Mismatch[];
  /** The provider's answer as received, for the admin view and disputes. */
  raw: unknown;
}

/** Result of initiating a deposit or payout. */
export type InitiateResult =
  /** The provider has the payment (maybe from an earlier attempt: `duplicate`). Wait for a callback or poll. */
  | { outcome: "accepted"; duplicate: boolean; providerStatus: string | null; providerReference: string | null; raw: unknown }
  /** The provider refused it before creating anything: a final failure with its reason. */
  | { outcome: "rejected"; failureCode: string; failureMessage: string | null; httpStatus: number; raw: unknown }
  /** The payment may exist: resolve ONLY by a status lookup with the same id. */
  | { outcome: "unknown"; reason: UnknownReason; httpStatus: number | null; detail: string };

export type StatusResult =
  | { outcome: "found"; transaction: ProviderTransaction }
  /** The provider positively has no payment with this id: a retry with the same id is allowed. */
  | { outcome: "not_found"; raw: unknown }
  | { outcome: "unknown"; reason: UnknownReason; httpStatus: number | null; detail: string };

/** An incoming callback exactly as received: the body as raw bytes, never re-serialised. */
export interface CallbackRequest {
  method: string;
  url: string;
  headers: Headers;
  body: Uint8Array;
}

export type CallbackRefusal =
  | "missing_signature"
  | "bad_digest"
  | "bad_signature"
  | "expired_signature"
  | "unknown_key"
  | "unsupported_algorithm"
  /** The provider's public keys could not be fetched: transient, answer 5xx so the provider retries. */
  | "key_unavailable"
  | "malformed_body";

export type CallbackResult =
  /**
   * Signature verified. `eventId` is stable across re-deliveries of the same event (dedupe on it);
   * `transaction` is null for events that are not about a payment. A callback is a hint: re-read
   * the status from the provider before moving money.
   */
  | { outcome: "verified"; eventId: string; eventType: string; transaction: ProviderTransaction | null }
  | { outcome: "refused"; reason: CallbackRefusal; detail: string };

export interface ListQuery {
  direction: Direction;
  /** Half-open period [from, to). */
  from: Date;
  to: Date;
  /** Our ids created in the period, each looked up by the provider's status lookup (a page: the caller bounds them). */
  knownIds: readonly string[];
}

export type ListResult =
  | {
      outcome: "listed";
      /** What the lookups found. */
      transactions: ProviderTransaction[];
      /** Known ids the provider positively does not have. */
      notFoundIds: string[];
      /** Known ids whose lookup gave no answer; try again later. */
      unresolvedIds: string[];
    }
  | { outcome: "unknown"; reason: UnknownReason; httpStatus: number | null; detail: string };

/** One page of a provider's own list of its payments (`page` from 1). */
export interface ListPageQuery {
  direction: Direction;
  /** Half-open period [from, to) of the provider's creation time. */
  from: Date;
  to: Date;
  page: number;
}

export type ListPageResult =
  | {
      outcome: "listed";
      /** The page's payments created in [from, to), ours and others'. */
      transactions: ProviderTransaction[];
      /** The next page's number, or null after the last. */
      nextPage: number | null;
    }
  | { outcome: "unknown"; reason: UnknownReason; httpStatus: number | null; detail: string };

export type AvailabilityStatus = "operational" | "delayed" | "closed" | "unknown";

export interface OperatorAvailability {
  operator: Operator;
  direction: Direction;
  status: AvailabilityStatus;
  providerStatus: string | null;
}

export type AvailabilityResult =
  | { outcome: "known"; operators: OperatorAvailability[] }
  | { outcome: "unsupported" }
  | { outcome: "unknown"; reason: UnknownReason; httpStatus: number | null; detail: string };

/**
 * A mobile-money provider. Methods never throw for provider or network trouble (that is an
 * `unknown` outcome); they throw TypeError/RangeError only for a programming error in the
 * request (an id that is not a UUIDv4, a non-whole amount, a phone that is not Cameroonian).
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  initiate(direction: Direction, request: MoneyRequest): Promise<InitiateResult>;
  getStatus(direction: Direction, id: string, expected?: ExpectedPayment): Promise<StatusResult>;
  verifyCallback(request: CallbackRequest): Promise<CallbackResult>;
  listTransactions(query: ListQuery): Promise<ListResult>;
  /** A provider with a synchronous list of its own (Notch Pay): one page of it, for payments we do not have. */
  listPage?(query: ListPageQuery): Promise<ListPageResult>;
  availability(): Promise<AvailabilityResult>;
}

/** Options shared by the adapters; `fetch` and `timeoutMs` are injectable so tests drive them in-process. */
export interface AdapterOptions {
  fetch?: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
  /** Per HTTP call, including reading the body. Default 10,000 ms. */
  timeoutMs?: number;
}
