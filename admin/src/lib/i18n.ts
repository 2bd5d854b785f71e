/**
 * One Lingui catalog loaded at a time, straight from the .po file (the vite plugin
 * compiles it). The choice persists in localStorage; the default is en
 * (docs/product-rules.md#languages).
 */
import { i18n } from "@lingui/core";

export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];

const STORAGE_KEY = "lionart-admin-locale";

function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

export function savedLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : "en";
  } catch {
    return "en";
  }
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await import(`../locales/${locale}/messages.po`);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode may refuse storage; the choice then lasts for this page only.
  }
}
