/**
 * The toast after a Refresh that failed: 'You are offline…' when no answer came
 * (docs/product-rules.md#offline), else the general 'Something went wrong'.
 */
import { i18n } from "@lingui/core";
import { describeError, pleaseTryAgain, somethingWentWrong } from "@app/web/error-messages";
import { toast } from "@app/web/toast-store";
import { isNetworkError } from "./network";

export function toastRefreshFailed(err: unknown): void {
  if (isNetworkError(err)) toast({ title: i18n._(describeError(err)), variant: "destructive" });
  else toast({ title: i18n._(somethingWentWrong), description: i18n._(pleaseTryAgain), variant: "destructive" });
}
