/**
 * Entry: the router and query client are created here; the first paint waits only for
 * the reader's catalog, while the session lookup and the route's chunk load alongside.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";
import { queryClient, setSessionEndedHandler } from "./lib/query-client";
import { activateLocale } from "./lib/i18n";
import { useLanguageStore } from "./lib/language-store";
import { userQueryKey, userQueryOptions } from "./features/auth/api/get-user";
import { publicSettingsQueryOptions } from "./features/settings/api/get-public-settings";
import { FullScreenLoading } from "./components/ui/full-screen-loading";
import "./styles.css";

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPendingComponent: FullScreenLoading,
  defaultPendingMinMs: 200,
  scrollRestoration: true,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

setSessionEndedHandler(() => {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "settings" });
  queryClient.setQueryData(userQueryKey, null);
  void router.navigate({ to: "/login" });
});

void queryClient.prefetchQuery(userQueryOptions());
void queryClient.prefetchQuery(publicSettingsQueryOptions());

void activateLocale(useLanguageStore.getState().locale).then(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
});

window.addEventListener("load", () => {
  void import("./lib/register-service-worker").then((m) => m.registerServiceWorker());
});
