/**
 * Entry: the router and query client are created here; the first paint waits only for
 * the reader's catalog, while the session lookup and the route's chunk load alongside.
 */
import "./lib/early-catalog";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { i18n } from "@lingui/core";
import { createRouter } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";
import { queryClient, setSessionEndedHandler } from "./lib/query-client";
import { activateLocale } from "./lib/i18n";
import { useLanguageStore } from "./lib/language-store";
import { userQueryKey, userQueryOptions } from "./features/auth/api/get-user";
import { publicSettingsQueryOptions } from "./features/settings/api/get-public-settings";
import { AppTree, routerDefaults } from "./app-tree";
import { watchNetwork } from "./features/offline/network";
import { restoreSavedCache, watchSession } from "./features/offline/session-cache";
import { reloadOnFailedChunk } from "./features/offline/reload-once";
import "./styles.css";

const router = createRouter({
  routeTree,
  ...routerDefaults,
  context: { queryClient },
  scrollRestoration: true,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

setSessionEndedHandler((code) => {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "settings" });
  queryClient.setQueryData(userQueryKey, null);
  void router.navigate({ to: "/login", search: code === "session_ended" ? { ended: true } : {} });
});

// Offline (docs/product-rules.md#offline): reachability, the saved cache of the last
// user, and one reload when a deploy replaced a chunk this tab still asks for.
watchNetwork(queryClient);
watchSession(queryClient);
reloadOnFailedChunk();

// /login and /terms arrive prerendered, signed out and without settings
// (docs/decisions/0025-prerendered-public-pages.md): their screens fetch both once hydrated,
// since data already in the cache (fetched or restored) would make the first render differ
// from the HTML.
const rootElement = document.getElementById("root")!;
const prerendered = rootElement.dataset.prerendered;
const restored = prerendered ? undefined : restoreSavedCache(queryClient);
if (!prerendered) {
  void queryClient.prefetchQuery(userQueryOptions());
  void queryClient.prefetchQuery(publicSettingsQueryOptions());
}

// The catalog and the route's code download side by side, so the first screen paints
// without a second round trip. Public routes are resolved before the first render, which
// then runs as a transition: React yields to the browser while it builds the screen on
// slow phones. Signed-in routes render at once so 'Loading...' shows while the session
// is decided.
const [matchedRoutes] = router.getMatchedRoutes(window.location.pathname);
const routeChunks = matchedRoutes.map((route) => router.loadRouteChunk(route));
const needsSession = matchedRoutes.some((route) => route.id === "/_auth");

void Promise.all([
  activateLocale(useLanguageStore.getState().locale),
  ...routeChunks,
  // Signed-in screens start from the saved figures (restoring reads no network).
  needsSession ? restored : undefined,
])
  .then(() => (needsSession ? undefined : router.load().catch(() => undefined)))
  .then(() => {
    const app = <AppTree router={router} queryClient={queryClient} />;
    // Hydrate only what the prerender produced: the same path and language, no search.
    // Otherwise (?ref=, a language the cookie did not tell yet, a redirect) render afresh.
    const { pathname, searchStr } = router.state.location;
    if (prerendered === pathname && searchStr === "" && rootElement.dataset.locale === i18n.locale) {
      // What TanStack Router's own SSR hydration sets: the router then renders the same
      // Suspense boundaries as on the server (none around the root), so the markup matches.
      router.ssr = { manifest: undefined };
      startTransition(() => void hydrateRoot(rootElement, app));
    } else {
      const root = createRoot(rootElement);
      startTransition(() => root.render(app));
    }
  });

// The service worker and its precache wait until the page is loaded and the phone is idle.
window.addEventListener("load", () => {
  const register = () => void import("./lib/register-service-worker").then((m) => m.registerServiceWorker());
  if ("requestIdleCallback" in window) window.requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 2000);
});
