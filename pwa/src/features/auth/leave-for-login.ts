/**
 * Leaves the signed-in app for /login, a page of the public pages' own app (lib/public-pages.ts;
 * docs/decisions/0038-public-pages-entry.md): once the saved copy of the figures is deleted
 * (docs/product-rules.md#offline, OFF-1), with the toast that says why, if any, shown on the
 * login page. `ended`: the server ended the session (MST-5), which the login page says.
 */
import { type ToastInput, toastOnNextPage } from "@app/web/toast-store";
import { forgetSavedCache } from "../offline/session-cache";
import { loginHref } from "../../lib/public-pages";

export async function leaveForLogin({ ended = false, toast }: { ended?: boolean; toast?: Omit<ToastInput, "action"> } = {}) {
  await forgetSavedCache();
  if (toast) toastOnNextPage(toast);
  window.location.assign(loginHref(ended));
}
