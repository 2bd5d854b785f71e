/**
 * Turns an error from an API call (`ApiError`, @app/web/api-client) into a translated sentence chosen by its code
 * (style.md, Errors), so en and fr stay in step whatever English the server wrote.
 */
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { ApiError } from "@app/web/api-client";

export function errorMessage(error: unknown, i18n: I18n): string {
  if (!(error instanceof ApiError)) return i18n._(msg`Something went wrong. Please try again.`);
  switch (error.code) {
    case "network":
      return i18n._(msg`Network error. Check your connection.`);
    case "invalid_credentials":
      return i18n._(msg`Invalid credentials`);
    case "too_many_attempts": {
      if (error.retryAfter === null) return i18n._(msg`Too many attempts. Please try again later.`);
      const minutes = Math.max(1, Math.ceil(error.retryAfter / 60));
      return i18n._(msg`Too many attempts. Please try again in ${plural(minutes, { one: "# minute", other: "# minutes" })}.`);
    }
    case "not_signed_in":
      return i18n._(msg`Your session has ended. Please log in again.`);
    case "forbidden":
    case "forbidden_origin":
      return i18n._(msg`You are not allowed to do this.`);
    case "not_found":
      return i18n._(msg`Not found. Refresh the page and try again.`);
    case "already_decided":
      return i18n._(msg`Another admin has already decided this request. The list has been refreshed.`);
    case "insufficient_balance":
      return i18n._(msg`The balance is too low for this.`);
    case "phone_taken":
      return i18n._(msg`Another account uses this phone number.`);
    case "user_holds_money":
      return i18n._(
        msg`This user still holds money (balances or active investments). Settle them, or adjust them to zero with a reason, first.`,
      );
    case "balance_changed":
      return i18n._(
        msg`A balance changed since you opened this user (a deposit, return or withdrawal was recorded). Nothing was saved. The figures have been reloaded: check them and enter the change again.`,
      );
    case "user_has_pending_requests":
      return i18n._(msg`This user has a pending deposit verification or withdrawal. Decide it first, then delete the user.`);
    case "decide_first":
      return i18n._(msg`This deposit verification is still pending. Approve or reject it first, then delete it.`);
    case "user_deleted":
      return i18n._(msg`This user's account has been deleted, so this deposit cannot be credited. Reject it instead.`);
    case "invalid_input":
      return i18n._(msg`Please fill in all required fields correctly.`);
    default:
      if (error.status >= 500) return i18n._(msg`Server error. Please try again later.`);
      return i18n._(msg`Something went wrong. Please try again.`);
  }
}
