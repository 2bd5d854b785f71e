/**
 * Build-time prerender of the public routes (docs/decisions/0025-prerendered-public-pages.md):
 * scripts/prerender.mjs builds this module for Node and calls `render` once per route, then
 * writes the markup into a copy of dist/index.html. Rendered signed out, in English (the
 * default language, docs/product-rules.md#languages), without settings: the browser
 * hydrates exactly this, then fetches the session and the settings.
 */
import { renderToString } from "react-dom/server";
import { i18n } from "@lingui/core";
import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";
import { AppTree, routerDefaults } from "./app-tree";
import { messages } from "./locales/en/messages.po";

/** The routes written to dist/<name>.html; the Worker's assets serve /login from login.html. */
export const PRERENDERED_ROUTES = ["/login", "/terms"] as const;

/** Renders `path` signed out in English; returns the HTML of the #root element's children. */
export async function render(path: string): Promise<string> {
  i18n.load("en", messages);
  i18n.activate("en");
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
