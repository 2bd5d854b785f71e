/**
 * Build-time prerender of the public routes (docs/decisions/0025-prerendered-public-pages.md):
 * scripts/prerender.mjs builds this module for Node and calls `render` once per route, then
 * writes the markup into a copy of dist/index.html, once per language. Rendered signed out
 * and without settings: the browser hydrates exactly this, then fetches the session and
 * the settings.
 */
import { renderToString } from "react-dom/server";
import { i18n } from "@lingui/core";
import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";
import { AppTree, routerDefaults } from "./app-tree";
import { messages as en } from "./locales/en/messages.po";
import { messages as fr } from "./locales/fr/messages.po";
import type { Locale } from "./lib/i18n";
import { useLanguageStore } from "./lib/language-store";

/**
 * The routes written to dist/<route>.html (English, the default: docs/product-rules.md#languages)
 * and dist/fr/<route>.html; the Worker picks the file by the language cookie.
 */
export const PRERENDERED_ROUTES = ["/login", "/terms"] as const;
export const PRERENDERED_LOCALES: Locale[] = ["en", "fr"];

/** Renders `path` signed out in `locale`; returns the HTML of the #root element's children. */
export async function render(path: string, locale: Locale): Promise<string> {
  i18n.load(locale, locale === "fr" ? fr : en);
  i18n.activate(locale);
  // Route loaders read the reader's language from the store (terms.tsx loads its catalog).
  useLanguageStore.setState({ locale });
  const queryClient = new QueryClient();
  const router = createRouter({
    ...routerDefaults,
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return renderToString(<AppTree router={router} queryClient={queryClient} />);
}
