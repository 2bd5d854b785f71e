/**
 * Turns an error from an API call (`ApiError`, @app/web/api-client) into a translated
 * sentence chosen by its code (ARCHITECTURE.md#codes-not-sentences), so en and fr stay in
 * step whatever English the server wrote. The wording both apps share is in
 * `@app/web/error-messages`; the admin's own codes and wordings are here.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { ApiError } from "@app/web/api-client";
import { type CodeMessages, describeError } from "@app/web/error-messages";

const adminMessages: CodeMessages = {
  invalid_credentials: msg`Invalid credentials`,
  forbidden_origin: msg`You are not allowed to do this.`,
  not_found: msg`Not found. Refresh the page and try again.`,
  already_decided: msg`Another admin has already decided this request. The list has been refreshed.`,
  insufficient_balance: msg`The balance is too low for this.`,
  phone_taken: msg`Another account uses this phone number.`,
  payout_number_taken: msg`This number is already verified for an account.`,
  user_details_changed: msg`The user's phone or mobile money service changed since this was proposed. Nothing was changed; propose it again if it is still needed.`,
  user_holds_money: msg`This user still holds money (balances or active investments). Settle them, or adjust them to zero with a reason, first.`,
  balance_changed: msg`A balance changed since you opened this user (a deposit, return or withdrawal was recorded). Nothing was saved. The figures have been reloaded: check them and enter the change again.`,
  user_has_pending_requests: msg`This user has a pending deposit verification or withdrawal. Decide it first, then delete the user.`,
  decide_first: msg`This deposit verification is still pending. Approve or reject it first, then delete it.`,
  role_forbidden: msg`Your admin role does not allow this. Ask an owner.`,
  totp_enrollment_required: msg`Set up your authenticator on your profile page first.`,
  invalid_totp: msg`This code is not right or was already used. Wait for the next code and try again.`,
  username_taken: msg`An admin with this username already exists.`,
  last_owner: msg`This is the last owner. Make another admin an owner first.`,
  totp_already_enrolled: msg`Your authenticator is already set up.`,
  same_admin: msg`You proposed this; another admin must approve it.`,
  approval_decided: msg`Another admin has already decided this proposal. The list has been refreshed.`,
  proposer_disabled: msg`The admin who proposed this has been disabled, so the proposal is closed. Propose it again if it is still needed.`,
  user_deleted: msg`This user's account has been deleted, so nothing can be credited to it. A deposit verification can still be rejected.`,
  user_suspended: msg`This investor's account is suspended, so their withdrawal cannot be paid out. Reactivate the account or reject the withdrawal.`,
  already_credited: msg`This transaction was already credited by an automatic payment. Reject this verification.`,
  provider_unavailable: msg`The payment provider cannot be reached or is not configured. Try again later.`,
  alert_already_acknowledged: msg`Another owner has already acknowledged this alert. The list has been refreshed.`,
};

const somethingWentWrong = msg`Something went wrong. Please try again.`;

/**
 * The admin's message for `error`, as a descriptor (for a field's error, which follows the
 * language switch); a sign-in pause counts its minutes.
 */
export function errorDescriptor(error: unknown): MessageDescriptor {
  if (error instanceof ApiError && error.code === "too_many_attempts") {
    if (error.retryAfter === null) return msg`Too many attempts. Please try again later.`;
    const minutes = Math.max(1, Math.ceil(error.retryAfter / 60));
    return msg`Too many attempts. Please try again in ${plural(minutes, { one: "# minute", other: "# minutes" })}.`;
  }
  return describeError(error, somethingWentWrong, adminMessages);
}

/** The admin's text for `error` in `i18n`'s language (see `errorDescriptor`). */
export function errorMessage(error: unknown, i18n: I18n): string {
  return i18n._(errorDescriptor(error));
}
