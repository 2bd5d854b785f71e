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
import { dashboardQueryOptions } from "./features/dashboard/api/get-dashboard";
import { investmentCardsQueryOptions } from "./features/investments/api/get-investment-cards";
import { AppTree, routerDefaults } from "./app-tree";
import { watchNetwork } from "./features/offline/network";
import { restoreSavedCache, watchSession } from "./features/offline/session-cache";
import { reloadOnFailedChunk } from "./features/offline/reload-once";
import { keepTypedValues } from "./lib/typed-values";
import { whenIdle } from "./lib/after-first-screen";
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
  // The dashboard's read starts with the session check instead of after it (one round trip
  // less on 3G). Signed out, it answers 401 like the check, and the screen is the login.
  // Both are preloaded with the page (scripts/route-chunks.mjs, `reads`): these reads use
  // the preloads at once, so none is left to answer a later read with a stale answer.
  if (window.location.pathname === "/dashboard") {
    void queryClient.prefetchQuery({ ...dashboardQueryOptions(), meta: { withSessionCheck: true } });
  }
  // The same for /projects' cards, in the language the app is about to activate (the URL
  // carries it, so a static header cannot preload it).
  if (window.location.pathname === "/projects") {
    const cards = investmentCardsQueryOptions(useLanguageStore.getState().locale);
    void queryClient.prefetchQuery({ ...cards, meta: { withSessionCheck: true } });
  }
}

// The catalog and the route's code download side by side, so the first screen paints
// without a second round trip. Every route is resolved (session, the screen's data) before
// the first render, which then runs as a transition: React yields to the browser while it
// builds the whole screen on a slow phone. Rendering at once and then the screen when its
// data came was one long task the phone could not answer during (hundreds of ms of
// Lighthouse's blocking time). Meanwhile index.html shows the brand bar and a busy sign.
const [matchedRoutes] = router.getMatchedRoutes(window.location.pathname);
const routeChunks = matchedRoutes.map((route) => router.loadRouteChunk(route));
const needsSession = matchedRoutes.some((route) => route.id === "/_auth");

void Promise.all([
  activateLocale(useLanguageStore.getState().locale),
  ...routeChunks,
  // Signed-in screens start from the saved figures (restoring reads no network).
  needsSession ? restored : undefined,
])
  .then(() => router.load().catch(() => undefined))
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
      // Replacing the prerendered inputs: what the reader typed meanwhile goes into the new ones.
      const restoreTyped = prerendered ? keepTypedValues(rootElement) : undefined;
      const root = createRoot(rootElement);
      startTransition(() => root.render(app));
      restoreTyped?.();
    }
    // The service worker and its precache wait until the page is loaded, the first screen
    // rendered and the phone idle (the render keeps it busy until done). On the prerendered
    // pages the app starts after the paint (pwa/public/boot.js), often once the page has
    // loaded already: a load listener would then never fire.
    const register = () => void import("./lib/register-service-worker").then((m) => m.registerServiceWorker());
    const registerWhenIdle = () => whenIdle(register, 5000);
    if (document.readyState === "complete") registerWhenIdle();
    else window.addEventListener("load", registerWhenIdle, { once: true });
  });
