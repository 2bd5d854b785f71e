/**
 * The `app` catalog (lingui.config.ts): the signed-in app's frame, the register form and what
 * every form says once sent. The signed-in app loads it before its first render; the public
 * pages on a form's first use or the register tab's.
 */
import { type CatalogLoader, ensureCatalog } from "./i18n";
import { useLanguageStore } from "./language-store";

export const appCatalog: CatalogLoader = {
  name: "app",
  load: (locale) => (locale === "fr" ? import("../locales/fr/app.po") : import("../locales/en/app.po")),
};

/** The `app` catalog in the reader's language. */
export function ensureAppCatalog(): Promise<void> {
  return ensureCatalog(useLanguageStore.getState().locale, appCatalog);
}
