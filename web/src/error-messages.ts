/**
 * API error codes -> Lingui messages, shared by both SPAs (ARCHITECTURE.md#codes-not-sentences):
 * the code, never the server's English sentence, picks the text, so en and fr stay in
 * step with the server. `byCode` holds the wording both apps use; each app passes its own
 * messages for the codes only it shows (`own`), which win. The texts are extracted into
 * each app's catalogs (their lingui.config.ts include web/src).
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { ErrorCode } from "@app/schema/errors";
import { MAX_PENDING_VERIFICATIONS, MAX_VERIFICATIONS_PER_DAY, WITHDRAWAL_COOLING_OFF_HOURS } from "@app/schema/limits";
import { ApiError } from "./api-client";

const byCode: CodeMessages = {
  invalid_input: msg`Please fill in all required fields correctly.`,
  unknown_referral_code: msg`This referral code does not exist. Check it or leave the field empty.`,
  common_password: msg`This password is too common. Please choose a harder one to guess.`,
  not_signed_in: msg`Your session has ended. Please log in again.`,
  invalid_credentials: msg`Invalid phone number or password.`,
  forbidden_origin: msg`This request was refused. Please reload the page and try again.`,
  forbidden: msg`You are not allowed to do this.`,
  account_suspended: msg`Your account is suspended. Please contact support.`,
  not_found: msg`Not found.`,
  phone_taken: msg`An account with this phone number already exists. Please log in instead.`,
  too_many_attempts: msg`Too many attempts. Please wait a few minutes and try again.`,
  challenge_required: msg`Too many failed attempts on this account. Please complete the security check to continue.`,
  challenge_failed: msg`The security check failed. Please complete it again.`,
  password_change_required: msg`Please choose a new password before you continue.`,
  withdrawals_cooling_off: msg`Your password was reset by an administrator, so new withdrawals are paused for ${plural(WITHDRAWAL_COOLING_OFF_HOURS, { one: "# hour", other: "# hours" })} for your safety.`,
  too_many_pending: msg`${plural(MAX_PENDING_VERIFICATIONS, {
    one: "You already have # deposit verification waiting. Please wait until it is checked before you send another.",
    other: "You already have # deposit verifications waiting. Please wait until they are checked before you send another.",
  })}`,
  daily_limit_reached: msg`You have sent ${plural(MAX_VERIFICATIONS_PER_DAY, { one: "# deposit verification", other: "# deposit verifications" })} today. Please try again tomorrow.`,
  server_busy: msg`The service is very busy right now. Please try again in a few seconds.`,
};

import { networkError } from "./network-error";

export { networkError };
export const serverError = msg`Server error. Please try again later.`;
export const somethingWentWrong = msg`Something went wrong`;
export const pleaseTryAgain = msg`Please try again`;

export type CodeMessages = Partial<Record<ErrorCode, MessageDescriptor>>;

/** The message for an API error code, the screen's own first; undefined when none is known. */
export function codeMessage(code: string, own: CodeMessages = {}): MessageDescriptor | undefined {
  return own[code as ErrorCode] ?? byCode[code as ErrorCode];
}

/**
 * The translated explanation of a failed call, or `fallback` when nothing better is known.
 * `own` holds a screen's messages for its codes; they live in that screen's catalog, so
 * the first route does not download them.
 */
export function describeError(
  err: unknown,
  fallback: MessageDescriptor = pleaseTryAgain,
  own: CodeMessages = {},
): MessageDescriptor {
  if (!(err instanceof ApiError)) return fallback;
  if (err.code === "network") return networkError;
  const known = codeMessage(err.code, own);
  if (known) return known;
  if (err.status >= 500) return serverError;
  return fallback;
}
