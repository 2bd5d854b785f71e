/**
 * Signed-in routes (docs/product-rules.md#screen-routes): the session is decided before any of
 * them renders, with the full-screen 'Loading...' meanwhile; signed-out visitors go to
 * the login screen. A user known already (a repeat visit's saved copy) renders at once
 * while the check runs, marked as refreshing (issue 22). An admin-reset password must be
 * replaced before anything else.
 * Offline (docs/product-rules.md#offline), only a 401 signs out: when the session check
 * gets no answer, the cached user stays signed in and the offline notice shows; with no
 * cached user either, the route's error screen offers Retry.
 */
import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { userQueryKey, userQueryOptions, useUser } from "../features/auth/api/get-user";
import { useEffect } from "react";
import { OfflineNotice } from "./_auth/-components/offline-notice";
import { RefreshingNotice } from "./_auth/-components/refreshing-notice";
import { ChangePasswordForm } from "../features/auth/components/change-password-form";
import { SuspendedBanner } from "../features/auth/components/suspended-banner";
import { takeSessionEnded } from "../features/auth/session-ended";
import { FullScreenLoading } from "../components/ui/full-screen-loading";
import { ensureContentCatalog } from "../lib/content-catalog";
import { loginHref } from "../lib/public-pages";

export const Route = createFileRoute("/_auth")({
  beforeLoad: async ({ context }) => {
    let user = context.queryClient.getQueryData(userQueryKey);
    const check = context.queryClient.fetchQuery(userQueryOptions());
    // A user known already (this session, or the saved copy of a repeat visit): the screen
    // renders now from what the phone holds, and the check goes on meanwhile; its 401
    // sends the reader to /login (AuthLayout), its fresh answer replaces the copy.
    if (user) {
      check.catch(() => undefined);
      return;
    }
    // No user known: wait for the check. No answer (or a server error): the route's error screen.
    user = await check;
    // /login is the public pages' own app: a full page load (lib/public-pages.ts).
    if (!user) throw redirect({ href: loginHref(takeSessionEnded()), reloadDocument: true, replace: true });
  },
  loader: () => ensureContentCatalog(),
  pendingComponent: FullScreenLoading,
  pendingMs: 0,
  component: AuthLayout,
});

function AuthLayout() {
  const { data: user } = useUser();
  // The session check refused a user the screen was shown for: the login page.
  useEffect(() => {
    if (user === null) window.location.replace(loginHref(takeSessionEnded()));
  }, [user]);
  if (!user) return <FullScreenLoading />;
  return (
    <>
      <OfflineNotice />
      <RefreshingNotice />
      {!user.isActive && <SuspendedBanner />}
      {user.mustChangePassword ? <ChangePasswordForm required /> : <Outlet />}
    </>
  );
}
