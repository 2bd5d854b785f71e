/**
 * Imported first by the signed-in app's main.tsx, so it runs before the router is evaluated:
 * it starts downloading the reader's catalogs at once (the public pages' /boot.js preloads
 * theirs). On a slow phone that evaluation takes hundreds of milliseconds; i18n.ts's later
 * import() of the same file reuses this fetch.
 */
import { storedLocale } from "./stored-locale";

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
