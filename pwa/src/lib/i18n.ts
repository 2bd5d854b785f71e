/**
 * Loads Lingui catalogs one language at a time: each .po file is compiled by
 * @lingui/vite-plugin into its own chunk. `messages` is loaded before the first paint, and
 * `app` too by the signed-in app (on a form's first use by the public pages);
 * `content` (the long texts of signed-in pages and terms) and `money` (the deposit,
 * withdrawal and invest screens) and `liabilities` (the proof of liabilities check) by the
 * routes and dialogs that need them, and again for the new language when the reader switches.
 */
import { i18n } from "@lingui/core";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from "@app/schema/language-cookie";

export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
type Catalog = "messages" | "app" | "content" | "money" | "liabilities";

const wanted = new Set<Catalog>(["messages"]);
const loaded = new Set<string>();

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "fr";
}

function importCatalog(locale: Locale, catalog: Catalog) {
  if (catalog === "messages") return import(`../locales/${locale}/messages.po`);
  if (catalog === "app") return import(`../locales/${locale}/app.po`);
  if (catalog === "content") return import(`../locales/${locale}/content.po`);
  if (catalog === "money") return import(`../locales/${locale}/money.po`);
  return import(`../locales/${locale}/liabilities.po`);
}

async function loadCatalogs(locale: Locale, catalogs: Catalog[]) {
  const missing = catalogs.filter((c) => !loaded.has(`${locale}:${c}`));
  const modules = await Promise.all(missing.map((c) => importCatalog(locale, c)));
  modules.forEach((m, i) => {
    i18n.load(locale, m.messages);
    loaded.add(`${locale}:${missing[i]}`);
  });
}

export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalogs(locale, [...wanted]);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  // Tells the Worker which prerendered /login and /terms to send next time
  // (docs/decisions/0025-prerendered-public-pages.md).
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
}

/** For route loaders and lazy dialogs: a catalog in the active language, kept on language switches. */
export async function ensureCatalog(locale: Locale, catalog: Exclude<Catalog, "messages">): Promise<void> {
  wanted.add(catalog);
  await loadCatalogs(locale, [catalog]);
}

export function ensureContentCatalog(locale: Locale): Promise<void> {
  return ensureCatalog(locale, "content");
}
