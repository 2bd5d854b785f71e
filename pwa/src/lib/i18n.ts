/**
 * Loads one Lingui catalog at a time: the .po file is compiled by @lingui/vite-plugin
 * into its own chunk, so a visitor downloads only the language they read.
 */
import { i18n } from "@lingui/core";

export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "fr";
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await import(`../locales/${locale}/messages.po`);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}
