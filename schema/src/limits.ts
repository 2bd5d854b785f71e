/**
 * Product limits stated in more than one place: the API enforces them and the screens'
 * messages interpolate them, so a change here changes both (docs/product-rules.md).
 * Money amounts and the fee are in money.ts.
 */

/** At most this many deposit verifications of one user wait for a decision (docs/product-rules.md#deposits, DEP-8). */
export const MAX_PENDING_VERIFICATIONS = 5;
/** At most this many deposit verifications per user per Africa/Douala day (DEP-8). */
export const MAX_VERIFICATIONS_PER_DAY = 20;

/** New withdrawals wait this many hours after an admin resets the password (docs/product-rules.md#withdrawals, WDR-8). */
export const WITHDRAWAL_COOLING_OFF_HOURS = 24;

/** A password is this many characters or more (docs/product-rules.md#passwords, AUTH-3). */
export const PASSWORD_MIN_LENGTH = 6;
/** A password is this many characters or fewer (AUTH-3). */
export const PASSWORD_MAX_LENGTH = 128;
/** An admin's password is at least this long (docs/product-rules.md#admin-roles). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** Longest push endpoint stored, in characters (real ones are well under 1,000; docs/product-rules.md#notifications). */
export const PUSH_ENDPOINT_MAX = 2048;
/**
 * Browsers one investor keeps subscribed to Web Push; subscribing one more drops the oldest
 * (docs/product-rules.md#notifications, NOT-14). Bounds what one personal notification sends.
 */
export const MAX_PUSH_SUBSCRIPTIONS_PER_INVESTOR = 10;

/**
 * Minutes an investor has to approve a provider's payment prompt on their phone, as the
 * deposit screen says (MTN's PIN window is about 5 minutes; docs/product-rules.md#automatic-rails).
 */
export const PROMPT_APPROVAL_MINUTES = 5;

/**
 * Hours a number staff verified waits before payouts may go to it, unless the operator sets
 * another (docs/product-rules.md#verified-numbers, KYC-3): time for the investor, told at
 * once, to object to a number they do not hold.
 */
export const STAFF_VERIFIED_NUMBER_COOLING_OFF_HOURS = 48;

/** The civil majority in Cameroon (Civil Code art. 488), unless the operator sets another (docs/compliance.md). */
export const DEFAULT_AGE_OF_MAJORITY = 21;
