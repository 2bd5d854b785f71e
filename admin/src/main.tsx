/**
 * Entry: the router (every admin page is a URL under /admin) and the query client are
 * created here; the app mounts once the saved language's catalog is loaded.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { routeTree } from "./routeTree.gen";
import { ToastProvider } from "./components/ui/toast";
import { RouteFailed, RoutePending } from "./routes/-components/route-status";
import { activateLocale, savedLocale } from "./lib/i18n";
import { createQueryClient, endSession } from "./lib/query-client";
// The stylesheets in cascade order (a later rule wins a tie).
import "./styles/base.css";
import "./styles/elements.css";
import "./styles/login.css";
import "./styles/frame.css";
import "./styles/tables.css";
import "./styles/dialogs.css";
import "./styles/audit-changes.css";
import "./styles/panels.css";
import "./styles/panel-summaries.css";
import "./styles/panel-features.css";
import "./styles/figures.css";
import "./styles/editors.css";
import "./styles/controls.css";

const queryClient = createQueryClient((client) => {
  endSession(client);
  // The sign-in card at /admin, where a logout lands too (docs/product-rules.md, AUTH-2), also when a
  // request still in flight at logout answers 401 after it.
  void router.navigate({ to: "/", replace: true });
});

const router = createRouter({
  routeTree,
  basepath: "/admin",
  context: { queryClient },
  // A page waits for its loader's data; inside the panel a line says so, under the tabs.
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: RouteFailed,
  scrollRestoration: true,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

await activateLocale(savedLocale());

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
