/**
 * The body of each public page, in a chunk of its own (login-page.tsx, terms-page.tsx), so
 * /login does not download the terms and /terms not the forms. The prerender lists the
 * page's chunk with the entry (scripts/prerender.mjs), so it loads alongside.
 */
import type { PublicLocation } from "./location";
import type { PublicPageBody } from "./public-app";

/** Loads the body of the page at `location`. */
export async function loadPage(location: PublicLocation): Promise<PublicPageBody> {
  if (location.page === "terms") {
    const { TermsPage } = await import("./terms-page");
    return (settings) => <TermsPage settings={settings} />;
  }
  const { LoginPage } = await import("./login-page");
  return (settings) => <LoginPage referralCode={location.referralCode} ended={location.ended} settings={settings} />;
}
