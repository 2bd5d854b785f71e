/**
 * The closed set of API error codes (docs/product-rules.md#error-codes) and the HTTP status of each
 * (docs/product-rules.md#errors). Error bodies are `{ error, code, issues? }`; clients show a
 * translated message chosen by `code`, the English `error` serves other clients and logs.
 */
export const ERROR_STATUS = {
  invalid_input: 400,
  unknown_referral_code: 400,
  common_password: 400,
  not_signed_in: 401,
  invalid_credentials: 401,
  session_ended: 401,
  invalid_totp: 401,
  forbidden_origin: 403,
  challenge_required: 403,
  challenge_failed: 403,
  forbidden: 403,
  account_suspended: 403,
  password_change_required: 403,
  role_forbidden: 403,
  totp_enrollment_required: 403,
  same_admin: 403,
  not_found: 404,
  no_liability: 404,
  phone_taken: 409,
  payout_number_taken: 409,
  payout_number_unverified: 409,
  under_age: 409,
  identity_pending: 409,
  identity_already_verified: 409,
  tier_limit: 409,
  already_decided: 409,
  insufficient_balance: 409,
  duplicate_transaction_id: 409,
  card_inactive: 409,
  returns_not_funded: 409,
  user_holds_money: 409,
  user_has_pending_requests: 409,
  user_deleted: 409,
  user_details_changed: 409,
  user_suspended: 409,
  balance_changed: 409,
  withdrawals_cooling_off: 409,
  too_many_pending: 409,
  daily_limit_reached: 409,
  decide_first: 409,
  username_taken: 409,
  last_owner: 409,
  totp_already_enrolled: 409,
  approval_decided: 409,
  proposer_disabled: 409,
  payment_channel_manual: 409,
  already_credited: 409,
  job_already_resent: 409,
  job_not_resendable: 409,
  alert_already_acknowledged: 409,
  deposit_pending: 409,
  payment_open: 409,
  withdrawal_pending: 409,
  investment_active: 409,
  balance_not_zero: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_attempts: 429,
  internal: 500,
  deposits_disabled: 503,
  withdrawals_disabled: 503,
  provider_unavailable: 503,
  server_busy: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type { FieldIssue } from "./issues";
import type { FieldIssue } from "./issues";
import type { TierLimitDetail } from "./contracts/tier-limits";

export interface ErrorBody {
  error: string;
  code: ErrorCode;
  issues?: FieldIssue[];
  /** `withdrawals_cooling_off`: when new withdrawals open again, ISO 8601 UTC. */
  reopensAt?: string;
  /** `challenge_required`: the Turnstile widget to show before signing in again (AUTH-11). */
  challenge?: SignInChallenge;
  /** `tier_limit`: the limit reached (docs/product-rules.md#limits-by-tier, KYC-7). */
  limit?: TierLimitDetail["limit"];
  /** `tier_limit`: the investor's tier. */
  tier?: TierLimitDetail["tier"];
  /** `tier_limit`: what the limit still allows, a decimal string of XAF. */
  remainingXaf?: string;
}

/** The Turnstile widget a sign-in must pass (docs/product-rules.md#rate-limits, AUTH-11). */
export interface SignInChallenge {
  /** The Turnstile sitekey to render the widget with. */
  siteKey: string;
  /** The widget script (explicit rendering), loaded only when a challenge is due. */
  scriptUrl: string;
  /** The action to render the widget with; siteverify reports it, and the Worker checks it is this sign-in's. */
  action: string;
}
