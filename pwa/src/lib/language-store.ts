/**
 * The reader's language, kept in localStorage (default en:
 * docs/product-rules.md#languages). Changing it loads the catalog first, so the screen
 * never shows a half-translated frame.
 */
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { LANGUAGE_STORAGE_KEY } from "./early-catalog";
import { activateLocale, isLocale, type Locale } from "./i18n";

interface LanguageState {
  locale: Locale;
  setLocale: (locale: Locale) => Promise<void>;
}

export const useLanguageStore = create<LanguageState>()(
  persist(
    (set) => ({
      locale: "en",
      setLocale: async (locale) => {
        await activateLocale(locale);
        set({ locale });
      },
    }),
    {
      name: LANGUAGE_STORAGE_KEY,
      partialize: (s) => ({ locale: s.locale }),
      merge: (persisted, current) => {
        const locale = (persisted as { locale?: unknown } | undefined)?.locale;
        return { ...current, locale: isLocale(locale) ? locale : "en" };
      },
    },
  ),
);
