/**
 * The React tree around the router (the signed-in app's entry, main.tsx). Its links to the
 * public pages, /login and /terms, are full page loads: they are the public entry's
 * (src/public; docs/decisions/0038-public-pages-entry.md).
 */
import { StrictMode } from "react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type AnyRouter, Link, RouterProvider } from "@tanstack/react-router";
import { FullScreenLoading } from "./components/ui/full-screen-loading";
import { RouteError } from "./routes/-components/route-error";
import { AppLinkContext, type AppLinkProps, PlainLink } from "./lib/app-link";
import { isPublicPage } from "./lib/public-pages";

/** Options the app's router is created with. */
export const routerDefaults = {
  defaultPendingComponent: FullScreenLoading,
  // A translated error screen with Retry on every route (docs/product-rules.md#offline).
  defaultErrorComponent: RouteError,
  defaultPendingMinMs: 200,
} as const;

/** The router's Link for the app's own routes, a page load for the public pages. */
function RouterAppLink(props: AppLinkProps) {
  if (isPublicPage(props.to)) return <PlainLink {...props} />;
  const { to, ...rest } = props;
  // A path of the app's route tree: the shared parts link only to routes that exist.
  return <Link to={to as "/"} {...rest} />;
}

export function AppTree({ router, queryClient }: { router: AnyRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AppLinkContext.Provider value={RouterAppLink}>
            <RouterProvider router={router} />
          </AppLinkContext.Provider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
