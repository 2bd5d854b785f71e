/**
 * The reader's language as a cookie, so the Worker can serve /login and /terms prerendered
 * in that language (docs/decisions/0025-prerendered-public-pages.md). The PWA writes it
 * whenever it activates a language; localStorage stays the app's own record.
 */
export const LANGUAGE_COOKIE = "lionart-lang";

/** One year, in seconds: the choice lasts like the localStorage one. */
export const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

/** The cookie's language from a Cookie header: "fr" or "en" (the default, docs/product-rules.md#languages). */
export function languageFromCookie(header: string | null | undefined): "en" | "fr" {
  const match = (header ?? "").match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|fr)(?:;|$)`));
  return match?.[1] === "fr" ? "fr" : "en";
}
