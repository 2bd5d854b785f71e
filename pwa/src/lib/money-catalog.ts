/**
 * The `money` catalog (deposit, withdrawal and invest screens) in the reader's language.
 * Route loaders and lazy dialogs await it with their code, so no screen paints untranslated.
 */
import { ensureCatalog } from "./i18n";
import { useLanguageStore } from "./language-store";

export function ensureMoneyCatalog(): Promise<void> {
  return ensureCatalog(useLanguageStore.getState().locale, "money");
}
