/**
 * The `content` catalog (lingui.config.ts): the long texts of the signed-in screens and the
 * terms, loaded by the `_auth` route and by /terms.
 */
import { type CatalogLoader, ensureCatalog } from "./i18n";
import { useLanguageStore } from "./language-store";

export const contentCatalog: CatalogLoader = {
  name: "content",
  load: (locale) => (locale === "fr" ? import("../locales/fr/content.po") : import("../locales/en/content.po")),
};

/** The `content` catalog in the reader's language. */
export function ensureContentCatalog(): Promise<void> {
  return ensureCatalog(useLanguageStore.getState().locale, contentCatalog);
}
