/**
 * The `money` catalog (deposit, withdrawal and invest screens) in the reader's language.
 * Route loaders and lazy dialogs await it with their code, so no screen paints untranslated.
 */
import { type CatalogLoader, ensureCatalog } from "./i18n";
import { useLanguageStore } from "./language-store";

export const moneyCatalog: CatalogLoader = {
  name: "money",
  load: (locale) => (locale === "fr" ? import("../locales/fr/money.po") : import("../locales/en/money.po")),
};

export function ensureMoneyCatalog(): Promise<void> {
  return ensureCatalog(useLanguageStore.getState().locale, moneyCatalog);
}
