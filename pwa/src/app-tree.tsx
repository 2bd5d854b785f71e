/**
 * The React tree around the router, shared by the browser entry (main.tsx) and the
 * build-time prerender (prerender.tsx): hydration needs both to render the same markup
 * (docs/decisions/0025-prerendered-public-pages.md).
 */
import { StrictMode } from "react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type AnyRouter, RouterProvider } from "@tanstack/react-router";
import { FullScreenLoading } from "./components/ui/full-screen-loading";
import { RouteError } from "./routes/-components/route-error";

/** Options every router of the app is created with (the browser's and the prerender's). */
export const routerDefaults = {
  defaultPendingComponent: FullScreenLoading,
  // A translated error screen with Retry on every route (docs/product-rules.md#offline).
  defaultErrorComponent: RouteError,
  defaultPendingMinMs: 200,
} as const;

export function AppTree({ router, queryClient }: { router: AnyRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
