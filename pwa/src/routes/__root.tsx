/**
 * The app frame around every route: top bar, page, footer and the toast area. The
 * frame never waits for the session; protected routes do (see _auth.tsx).
 */
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { useUser } from "../features/auth/api/get-user";
import { useLogout } from "../features/auth/api/logout";
import { usePublicSettings } from "../features/settings/api/get-public-settings";
import { AppTopBar } from "../features/frame/components/app-top-bar";
import { Frame } from "../features/frame/components/frame";
import { NotFound } from "./-components/not-found";
import { toast } from "@app/web/toast-store";
import { leaveForLogin } from "../features/auth/leave-for-login";
import { networkError } from "@app/web/error-messages";
import { isNetworkError } from "../features/offline/network";

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const { t, i18n } = useLingui();
  const { data: user } = useUser();
  const { data: settings } = usePublicSettings();
  const logout = useLogout();

  const onLogout = () =>
    logout.mutate(undefined, {
      // The login page is the public pages' own app: the toast goes with the page load.
      onSuccess: () => void leaveForLogin({ toast: "loggedOut" }),
      onError: (err) =>
        toast({
          title: t`Logout Failed`,
          // Offline the session stays open on the server: say why (docs/product-rules.md#offline).
          description: isNetworkError(err) ? i18n._(networkError) : t`An error occurred during logout`,
          variant: "destructive",
        }),
    });

  return (
    <Frame topBar={<AppTopBar user={user} loggingOut={logout.isPending} onLogout={onLogout} />} settings={settings}>
      <Outlet />
    </Frame>
  );
}
