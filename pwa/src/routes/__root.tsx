/**
 * The app frame around every route: top bar, page, footer and the toast area. The
 * frame never waits for the session; protected routes do (see _auth.tsx).
 */
import { createRootRouteWithContext, Outlet, useNavigate } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { useUser } from "../features/auth/api/get-user";
import { useLogout } from "../features/auth/api/logout";
import { usePublicSettings } from "../features/settings/api/get-public-settings";
import { CommunityLinks } from "../features/settings/components/community-links";
import { SupportButtons } from "../features/settings/components/support-buttons";
import { OperatorStatement } from "../features/settings/components/operator-statement";
import { TopBar } from "../features/frame/components/top-bar";
import { Footer } from "../features/frame/components/footer";
import { Toaster } from "../components/ui/toaster";
import { NotFound } from "./-components/not-found";
import { toast } from "@app/web/toast-store";
import { networkError } from "@app/web/error-messages";
import { isNetworkError } from "../features/offline/network";

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { data: user } = useUser();
  const { data: settings } = usePublicSettings();
  const logout = useLogout();

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t`Logged Out`, description: t`You have been logged out successfully` });
        void navigate({ to: "/login" });
      },
      onError: (err) =>
        toast({
          title: t`Logout Failed`,
          // Offline the session stays open on the server: say why (docs/product-rules.md#offline).
          description: isNetworkError(err) ? i18n._(networkError) : t`An error occurred during logout`,
          variant: "destructive",
        }),
    });

  return (
    <>
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      <TopBar user={user} loggingOut={logout.isPending} onLogout={onLogout} />
      <main id="main" className="page">
        <Outlet />
      </main>
      <Footer
        supportButtons={<SupportButtons settings={settings} />}
        communityLinks={<CommunityLinks settings={settings} />}
        operatorStatement={<OperatorStatement settings={settings} />}
      />
      <Toaster />
    </>
  );
}
