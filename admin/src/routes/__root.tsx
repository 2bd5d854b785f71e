/**
 * The frame of every admin URL: react-aria-components' links (tabs, menus) navigate
 * through TanStack Router, and the document title follows the language.
 */
import { useEffect } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet, useRouter } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { RouterProvider } from "react-aria-components";
import "../lib/router-link";
import { NotFound } from "./-components/not-found";
import { RouteError } from "./-components/route-error";

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // No loader: the frame reads nothing; the session is read by the routes that need it.
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

function RootLayout() {
  const { t } = useLingui();
  const router = useRouter();

  useEffect(() => {
    document.title = t`LionArt Admin`;
  }, [t]);

  return (
    <RouterProvider
      navigate={(to, options) => router.navigate({ ...to, ...options })}
      useHref={(to) => router.buildLocation(to).publicHref}
    >
      <Outlet />
    </RouterProvider>
  );
}
