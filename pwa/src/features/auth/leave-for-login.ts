/**
 * Leaves the signed-in app for /login, a page of the public pages' own app (lib/public-pages.ts;
 * docs/decisions/0038-public-pages-entry.md): once the saved copy of the figures is deleted
 * (docs/product-rules.md#offline, OFF-1), with the toast that says why, if any, shown on the
 * login page. `ended`: the server ended the session (MST-5), which the login page says.
 */
import { msg } from "@lingui/core/macro";
import { toastOnNextPage } from "@app/web/toast-store";
import { forgetSavedCache } from "../offline/session-cache";
import { loginHref } from "../../lib/public-pages";

/**
 * The toasts the login page may show on arrival. Their texts are in this file, so in the
 * catalog the login page starts with (`messages`, lingui.config.ts); a text from the signed-in
 * app's own catalog would reach it as an untranslated id.
 */
export const ARRIVAL_TOASTS = {
  loggedOut: { title: msg`Logged Out`, description: msg`You have been logged out successfully` },
  passwordChanged: { title: msg`Password changed`, description: msg`Use your new password next time you log in.` },
  accountClosed: { title: msg`Account closed`, description: msg`Your account is closed and you are signed out everywhere.` },
} as const;

export async function leaveForLogin({ ended = false, toast }: { ended?: boolean; toast?: keyof typeof ARRIVAL_TOASTS } = {}) {
  await forgetSavedCache();
  if (toast) toastOnNextPage(ARRIVAL_TOASTS[toast]);
  window.location.assign(loginHref(ended));
}
