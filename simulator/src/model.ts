/**
 * What the simulator knows: payments, the behaviours that decide their fate, the pawaPay
 * sandbox's Cameroon test numbers (https://docs.pawapay.io/v2/docs/test_numbers), and the
 * development credentials it accepts (not secrets: the simulator never touches money).
 */

export type SimProvider = "pawapay" | "notchpay";
export type SimDirection = "deposit" | "payout";

/** What happens to a payment. Set by a test number or a control rule; options combine. */
export interface Behaviour {
  /** Final failure with this code (pawaPay failureCode; Notch Pay status "failed"). Absent: success. */
  failureCode?: string;
  /** Seconds of simulated time from submission to the final status. Default 5. */
  completeAfterSeconds?: number;
  /** Never reaches a final status (pawaPay SUBMITTED, Notch Pay processing). */
  pendingForever?: boolean;
  /** Send the final-status callback (default true). */
  callback?: boolean;
  /** Deliver the same signed callback twice. */
  duplicateCallback?: boolean;
  /** Reach the final status and deliver the callback before the initiating call answers. */
  callbackBeforeResponse?: boolean;
  /** The payment is created, then the initiating call answers HTTP 500 or never answers. */
  afterCreate?: "http_500" | "timeout";
  /** The initiating call answers as if accepted, but nothing is stored: status lookups say not found. */
  acceptedButNotCreated?: boolean;
  /** Callbacks signed with a key the provider does not publish (pawaPay) or a wrong hash key (Notch Pay). */
  badSignature?: boolean;
  /** pawaPay callbacks whose signature was created an hour ago and has expired. */
  staleSignature?: boolean;
  /** The provider reports this amount (XAF) instead of the one requested. */
  reportedAmountXaf?: number;
  /** Success 15 minutes after submission, past the app's 10-minute wait. */
  lateSuccess?: boolean;
  /** The provider reports this status word, unknown to the adapters, instead of its own. */
  reportedStatus?: string;
  /** Status lookups of this payment answer HTTP 500 or never answer. */
  statusLookup?: "http_500" | "timeout";
}

/** A control rule: the behaviour of the next payments that match (newest rule first). */
export interface Rule {
  match: { phone?: string; id?: string; provider?: SimProvider; direction?: SimDirection };
  behaviour: Behaviour;
  /** How many payments it still applies to; absent: all. */
  uses?: number;
}

export interface SimPayment {
  provider: SimProvider;
  direction: SimDirection;
  /** The merchant's id: pawaPay depositId/payoutId, Notch Pay reference. */
  id: string;
  /** The provider's own id (Notch Pay trx.… / trf_…); equals `id` for pawaPay. */
  providerReference: string;
  amountXaf: number;
  currency: string;
  /** MSISDN, 237 + 9 digits. */
  phone: string;
  /** pawaPay provider code or Notch Pay channel; null until a Notch Pay payment is processed. */
  operator: string | null;
  description: string | null;
  createdAt: number;
  /** `created`: a Notch Pay payment initialised but not processed yet. */
  stage: "created" | "submitted" | "final";
  /** Simulated time of the final status; null: never (or not yet, while enqueued). */
  finalAt: number | null;
  /** A pawaPay payout held (ENQUEUED) while its provider is DELAYED; it proceeds when it reopens. */
  enqueued?: boolean;
  failureCode: string | null;
  operatorReference: string;
  behaviour: Behaviour;
}

/** Deposit test numbers of the pawaPay sandbox for Cameroon (MTN_MOMO_CMR, ORANGE_CMR), 9 national digits. */
export const TEST_NUMBERS: { phone: string; direction: SimDirection; behaviour: Behaviour; outcome: string }[] = [
  { phone: "653456789", direction: "deposit", behaviour: {}, outcome: "COMPLETED" },
  {
    phone: "653456019",
    direction: "deposit",
    behaviour: { failureCode: "PAYER_LIMIT_REACHED" },
    outcome: "FAILED PAYER_LIMIT_REACHED",
  },
  { phone: "653456029", direction: "deposit", behaviour: { failureCode: "PAYER_NOT_FOUND" }, outcome: "FAILED PAYER_NOT_FOUND" },
  {
    phone: "653456039",
    direction: "deposit",
    behaviour: { failureCode: "PAYMENT_NOT_APPROVED" },
    outcome: "FAILED PAYMENT_NOT_APPROVED",
  },
  // v2 names this failure UNSPECIFIED_FAILURE (the v1 table says OTHER_ERROR).
  {
    phone: "653456069",
    direction: "deposit",
    behaviour: { failureCode: "UNSPECIFIED_FAILURE" },
    outcome: "FAILED UNSPECIFIED_FAILURE",
  },
  {
    phone: "653456129",
    direction: "deposit",
    behaviour: { pendingForever: true, callback: false },
    outcome: "stays SUBMITTED, no callback",
  },
  { phone: "653456789", direction: "payout", behaviour: {}, outcome: "COMPLETED" },
  {
    phone: "653456089",
    direction: "payout",
    behaviour: { failureCode: "RECIPIENT_NOT_FOUND" },
    outcome: "FAILED RECIPIENT_NOT_FOUND",
  },
  {
    phone: "653456129",
    direction: "payout",
    behaviour: { pendingForever: true, callback: false },
    outcome: "stays SUBMITTED, no callback",
  },
];

/** Credentials the simulator accepts unless told otherwise; .dev.vars.example uses the same. */
export const DEV_CREDENTIALS = {
  pawapayApiToken: "sim-pawapay-token",
  notchpayPublicKey: "pk_test.simulator",
  notchpayPrivateKey: "sk_test.simulator",
  notchpayHashKey: "hash.simulator-only",
} as const;

export const DEFAULT_COMPLETE_AFTER_SECONDS = 5;
export const LATE_SUCCESS_SECONDS = 15 * 60;
