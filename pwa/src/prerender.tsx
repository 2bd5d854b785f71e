/**
 * Build-time prerender of the public pages (docs/decisions/0025-prerendered-public-pages.md,
 * 0038-public-pages-entry.md): scripts/prerender.mjs builds this module for Node and calls
 * `render` once per page and language, then writes the markup into a copy of the public
 * entry's shell. Rendered signed out and without settings: the browser hydrates exactly
 * this (public/main.tsx), then reads both.
 */
import { renderToString } from "react-dom/server";
import { i18n } from "@lingui/core";
import { messages as en } from "./locales/en/messages.po";
import { messages as fr } from "./locales/fr/messages.po";
import { messages as enApp } from "./locales/en/app.po";
import { messages as frApp } from "./locales/fr/app.po";
import { messages as enContent } from "./locales/en/content.po";
import { messages as frContent } from "./locales/fr/content.po";
import type { Locale } from "./lib/i18n";
import { useLanguageStore } from "./lib/language-store";
import { PUBLIC_PAGES } from "./lib/public-pages";
import { readPublicLocation } from "./public/location";
import { PublicTree } from "./public/public-app";
import { loadPage } from "./public/pages";

/**
 * The pages written to dist/<page>.html (English, the default: docs/product-rules.md#languages)
 * and dist/fr/<page>.html; the Worker picks the file by the language cookie.
 */
export const PRERENDERED_ROUTES = PUBLIC_PAGES;
export const PRERENDERED_LOCALES: Locale[] = ["en", "fr"];

/** Renders `path` signed out in `locale`; returns the HTML of the #root element's children. */
export async function render(path: string, locale: Locale): Promise<string> {
  // `app` for the register form, which the browser loads when its tab is wanted (register-panel.tsx).
  i18n.load(locale, locale === "fr" ? { ...fr, ...frApp, ...frContent } : { ...en, ...enApp, ...enContent });
  i18n.activate(locale);
  useLanguageStore.setState({ locale });
  // The whole page, the register form included, which the browser then loads when wanted.
  const page = await loadPage(readPublicLocation(path, ""), { registerForm: true });
  return renderToString(<PublicTree page={page} />);
}
