/**
 * The reader's language, kept in localStorage (default en:
 * docs/product-rules.md#languages). Changing it loads the catalog first, so the screen
 * never shows a half-translated frame. Read at start by `storedLocale` (stored-locale.ts)
 * and written in the shape pwa/public/boot.js also writes, `{ state: { locale }, version: 0 }`
 * (zustand's persist shape, kept for the phones that saved it so); without zustand's
 * persist middleware, which cost every page about a kilobyte (issue 22).
 */
import { create } from "zustand";
import { LANGUAGE_STORAGE_KEY, storedLocale } from "./stored-locale";
import { activateLocale, type Locale } from "./i18n";

interface LanguageState {
  locale: Locale;
  setLocale: (locale: Locale) => Promise<void>;
}

function saveLocale(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify({ state: { locale }, version: 0 }));
  } catch {
    // Private mode or full storage: the choice lasts for this page.
  }
}

export const useLanguageStore = create<LanguageState>()((set) => ({
  locale: typeof localStorage === "undefined" ? "en" : storedLocale(),
  setLocale: async (locale) => {
    await activateLocale(locale);
    set({ locale });
    saveLocale(locale);
  },
}));
