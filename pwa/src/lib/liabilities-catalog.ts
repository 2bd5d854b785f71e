/**
 * The `liabilities` catalog (the proof of liabilities check, /liabilities) in the reader's
 * language. The route's loader awaits it, so the screen never paints untranslated, and no
 * other screen downloads it (lib/i18n.ts).
 */
import { type CatalogLoader, ensureCatalog } from "./i18n";
import { useLanguageStore } from "./language-store";

const liabilitiesCatalog: CatalogLoader = {
  name: "liabilities",
  load: (locale) => (locale === "fr" ? import("../locales/fr/liabilities.po") : import("../locales/en/liabilities.po")),
};

export function ensureLiabilitiesCatalog(): Promise<void> {
  return ensureCatalog(useLanguageStore.getState().locale, liabilitiesCatalog);
}
