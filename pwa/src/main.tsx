/**
 * The signed-in app's entry: the router and query client are created here; the first paint
 * waits only for the reader's catalog, while the session lookup and the route's chunk load
 * alongside. The public pages, /login and /terms, are an entry of their own (public/main.tsx;
 * docs/decisions/0038-public-pages-entry.md).
 */
import "./lib/early-catalog";
import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createRouter } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";
import { queryClient, setSessionEndedHandler } from "./lib/query-client";
import { activateLocale } from "./lib/i18n";
import { ensureAppCatalog } from "./lib/app-catalog";
import { useLanguageStore } from "./lib/language-store";
import { userQueryKey, userQueryOptions } from "./features/auth/api/get-user";
import { publicSettingsQueryOptions } from "./features/settings/api/get-public-settings";
import { dashboardQueryOptions } from "./features/dashboard/api/get-dashboard";
import { investmentCardsQueryOptions } from "./features/investments/api/get-investment-cards";
import { preloadFirstCardImage } from "./features/investments/preload-first-image";
import { AppTree, routerDefaults } from "./app-tree";
import { watchNetwork } from "./features/offline/network";
import { restoreSavedCache, watchSession } from "./features/offline/session-cache";
import { setRenderedPath } from "./features/offline/screen-snapshot";
import { leaveForLogin } from "./features/auth/leave-for-login";
import { reloadOnFailedChunk } from "./features/offline/reload-once";
import { showToastFromLastPage } from "@app/web/toast-store";
import { startApp } from "@app/web/early-reads";
import { registerServiceWorkerWhenIdle } from "./lib/start-service-worker";
import { TakeOver, takeFirstScreenReads } from "./first-screen/client";
import "./styles.css";

// From here on the app reads for itself: public/early-reads.js, if it runs later, starts nothing.
startApp();

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
  // The login page is the public pages' own app: a page load (lib/public-pages.ts).
  void leaveForLogin({ ended: code === "session_ended" });
});

// Offline (docs/product-rules.md#offline): reachability, the saved cache of the last
// user, and one reload when a deploy replaced a chunk this tab still asks for.
watchNetwork(queryClient);
watchSession(queryClient);
reloadOnFailedChunk();

/**
 * The reader may go Back or Forward while the app is starting (a kept screen or the Worker's
 * is on show meanwhile), and the router listens to the history only once rendered: it takes
 * up the address the page has now, before the first render and again once mounted.
 */
function followAddress(): Promise<void> | undefined {
  const { pathname, search, hash } = window.location;
  const href = `${pathname}${search}${hash}`;
  if (router.state.location.href === href) return;
  return router.navigate({ href, replace: true }).catch(() => undefined);
}

// The screen a kept snapshot shows is the one the router settled on (screen-snapshot.ts).
setRenderedPath(() => (router.state.status === "idle" ? (router.state.resolvedLocation?.pathname ?? null) : null));

const rootElement = document.getElementById("root")!;
// A first visit the Worker rendered (first-screen/client.tsx): its reads, as fresh answers.
takeFirstScreenReads(queryClient);
const restored = restoreSavedCache(queryClient).then(() => {
  if (window.location.pathname === "/projects") preloadFirstCardImage(queryClient, useLanguageStore.getState().locale);
});
void queryClient.prefetchQuery(userQueryOptions());
void queryClient.prefetchQuery(publicSettingsQueryOptions());
// The dashboard's read starts with the session check instead of after it (one round trip
// less on 3G). Signed out, it answers 401 like the check, and the screen is the login.
// Both are preloaded with the page (scripts/route-chunks.mjs, `reads`) or, when the service
// worker served it, started by public/early-reads.js: these reads take those answers at
// once (web/src/early-reads.ts), so none is left to answer a later read with a stale answer.
if (window.location.pathname === "/dashboard") {
  void queryClient.prefetchQuery({ ...dashboardQueryOptions(), meta: { withSessionCheck: true } });
}
// The same for /projects' cards, in the language the app is about to activate (the URL
// carries it, so a static header cannot preload it).
if (window.location.pathname === "/projects") {
  const cards = investmentCardsQueryOptions(useLanguageStore.getState().locale);
  void queryClient.prefetchQuery({ ...cards, meta: { withSessionCheck: true } });
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
  // The signed-in app's frame and every error text (lingui.config.ts): kept on language switches.
  ensureAppCatalog(),
  ...routeChunks,
  // Signed-in screens start from the saved figures (restoring reads no network).
  needsSession ? restored : undefined,
])
  .then(() => router.load().catch(() => undefined))
  .then(followAddress)
  .then(() => {
    const root = createRoot(rootElement);
    startTransition(() =>
      root.render(
        <TakeOver onMounted={followAddress}>
          <AppTree router={router} queryClient={queryClient} />
        </TakeOver>,
      ),
    );
    // "Login Successful" and the like, from the public page that sent the reader here.
    showToastFromLastPage();
    // The service worker and its precache wait until the page is loaded, the first screen
    // rendered and the phone idle (the render keeps it busy until done).
    registerServiceWorkerWhenIdle();
  });
