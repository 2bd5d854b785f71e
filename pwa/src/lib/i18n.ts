/**
 * Loads Lingui catalogs one language at a time: each .po file is compiled by
 * @lingui/vite-plugin into its own chunk (lingui.config.ts). `messages` is loaded before the
 * first paint; every other catalog by what needs it, through its `CatalogLoader`, which lives
 * with its users (lib/app-catalog.ts, lib/content-catalog.ts, lib/money-catalog.ts,
 * lib/liabilities-catalog.ts, first-visit.tsx), so /login's first chunk carries none of
 * their imports. A catalog once wanted is loaded again in the new language on a switch.
 */
import { i18n, type Messages } from "@lingui/core";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from "@app/schema/language-cookie";

export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];

/** A catalog: its name and its import in a language (each file by name, for the bundler). */
export interface CatalogLoader {
  name: string;
  load: (locale: Locale) => Promise<{ messages: Messages }>;
}

/** What every screen shows from its first render on. */
export const messagesCatalog: CatalogLoader = {
  name: "messages",
  load: (locale) => (locale === "fr" ? import("../locales/fr/messages.po") : import("../locales/en/messages.po")),
};

const wanted = new Map<string, CatalogLoader>([[messagesCatalog.name, messagesCatalog]]);
const loaded = new Set<string>();

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "fr";
}

async function loadCatalogs(locale: Locale, catalogs: CatalogLoader[]) {
  const missing = catalogs.filter((c) => !loaded.has(`${locale}:${c.name}`));
  const modules = await Promise.all(missing.map((c) => c.load(locale)));
  modules.forEach((m, i) => {
    i18n.load(locale, m.messages);
    loaded.add(`${locale}:${missing[i]?.name}`);
  });
}

export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalogs(locale, [...wanted.values()]);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  // Tells the Worker which prerendered /login and /terms to send next time
  // (docs/decisions/0025-prerendered-public-pages.md).
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
}

/** For route loaders and lazy dialogs: a catalog in the active language, kept on language switches. */
export async function ensureCatalog(locale: Locale, catalog: CatalogLoader): Promise<void> {
  wanted.set(catalog.name, catalog);
  await loadCatalogs(locale, [catalog]);
}
