/**
 * The toast after a Refresh that failed: 'You are offline…' when no answer came
 * (docs/product-rules.md#offline), else the general 'Something went wrong'. Descriptors:
 * the toast area renders them in the current language.
 */
import { describeError, pleaseTryAgain, somethingWentWrong } from "@app/web/error-messages";
import { toast } from "@app/web/toast-store";
import { isNetworkError } from "./network";

export function toastRefreshFailed(err: unknown): void {
  if (isNetworkError(err)) toast({ title: describeError(err), variant: "destructive" });
  else toast({ title: somethingWentWrong, description: pleaseTryAgain, variant: "destructive" });
}
