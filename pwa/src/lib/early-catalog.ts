/**
 * Imported first by main.tsx, so it runs before React and the router are evaluated: it
 * starts downloading the reader's catalogs at once. On a slow phone that evaluation takes
 * hundreds of milliseconds; i18n.ts's later import() of the same file reuses this fetch.
 */
/** Where language-store.ts persists the reader's choice (zustand's `{ state: { locale } }`). */
export const LANGUAGE_STORAGE_KEY = "lionart-language";

/** The language saved in localStorage (en when none or unreadable). */
export function storedLocale(): "en" | "fr" {
  try {
    const raw = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return raw && (JSON.parse(raw) as { state?: { locale?: string } }).state?.locale === "fr" ? "fr" : "en";
  } catch {
    return "en";
  }
}

const locale = storedLocale();
void (locale === "fr" ? import("../locales/fr/messages.po") : import("../locales/en/messages.po"));
// Every screen but /login shows long texts too (the signed-in screens and the terms): their
// catalog starts now as well, instead of after the session check and the route's code.
if (typeof window !== "undefined" && window.location.pathname !== "/login") {
  void (locale === "fr" ? import("../locales/fr/content.po") : import("../locales/en/content.po"));
}
// The signed-in app's own texts (lingui.config.ts): every path but the public pages'.
if (typeof window !== "undefined" && window.location.pathname !== "/login" && window.location.pathname !== "/terms") {
  void (locale === "fr" ? import("../locales/fr/app.po") : import("../locales/en/app.po"));
}
// /projects waits for the money catalog (its invest texts) before its first screen.
if (typeof window !== "undefined" && window.location.pathname === "/projects") {
  void (locale === "fr" ? import("../locales/fr/money.po") : import("../locales/en/money.po"));
}
