/**
 * The toast after a Refresh that failed: 'You are offline…' when no answer came
 * (docs/product-rules.md#offline), a server error's 'Server error. Please try again later.',
 * else the general 'Something went wrong'. Descriptors:
 * the toast area renders them in the current language.
 */
import { describeError, pleaseTryAgain, somethingWentWrong } from "@app/web/error-messages";
import { toast } from "@app/web/toast-store";
import { isNetworkError } from "./network";

export function toastRefreshFailed(err: unknown): void {
  if (isNetworkError(err)) {
    toast({ title: describeError(err), variant: "destructive" });
    return;
  }
  // A known code or a 5xx has its catalogue text ('Server error. Please try again later.').
  const known = describeError(err, somethingWentWrong);
  toast({ title: known, description: known === somethingWentWrong ? pleaseTryAgain : undefined, variant: "destructive" });
}
