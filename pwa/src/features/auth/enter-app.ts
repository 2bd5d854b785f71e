/**
 * Leaves the public pages for the signed-in app once someone signed in or registered
 * (docs/decisions/0038-public-pages-entry.md): the welcome toast goes with the page load,
 * and the saved offline copy of someone else's figures is deleted first, or the app would
 * start from it (docs/product-rules.md#offline).
 */
import type { AuthUser } from "@app/schema/contracts/auth";
import { type ToastInput, toastOnNextPage } from "@app/web/toast-store";
import { cacheOwner } from "../offline/cache-owner";

export async function enterApp(user: AuthUser, welcome: Omit<ToastInput, "action">): Promise<void> {
  const owner = cacheOwner();
  if (owner !== null && owner !== user.id) await (await import("../offline/session-cache")).forgetSavedCache();
  toastOnNextPage(welcome);
  window.location.assign("/dashboard");
}
