/**
 * The body of each public page, in a chunk of its own (login-page.tsx, terms-page.tsx), so
 * /login does not download the terms and /terms not the forms. The prerender lists the
 * page's chunk with the entry (scripts/prerender.mjs), so it loads alongside.
 */
import { ensureAppCatalog } from "../lib/app-catalog";
import type { PublicLocation } from "./location";
import type { PublicPageBody } from "./public-app";

/**
 * Loads the body of the page at `location`; with `registerForm`, /login's register form too,
 * which it otherwise loads when its tab is wanted (features/auth/components/register-panel.tsx).
 */
export async function loadPage(location: PublicLocation, { registerForm = false } = {}): Promise<PublicPageBody> {
  if (location.page === "terms") {
    const { TermsPage } = await import("./terms-page");
    return (settings) => <TermsPage settings={settings} />;
  }
  const [{ LoginPage, loadRegisterForm }, EndedNotice] = await Promise.all([
    import("./login-page"),
    // Only after a session the server ended, with its texts (the `app` catalog).
    location.ended
      ? Promise.all([import("../features/auth/components/session-ended-notice"), ensureAppCatalog()]).then(
          ([notice]) => notice.SessionEndedNotice,
        )
      : undefined,
  ]);
  if (registerForm) await loadRegisterForm();
  return (settings) => <LoginPage referralCode={location.referralCode} EndedNotice={EndedNotice} settings={settings} />;
}
