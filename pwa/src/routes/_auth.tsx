/**
 * Signed-in routes (docs/product-rules.md#screen-routes): the session is decided before any of
 * them renders, with the full-screen 'Loading...' meanwhile; signed-out visitors go to
 * the login screen. An admin-reset password must be replaced before anything else.
 */
import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { userQueryOptions, useUser } from "../features/auth/api/get-user";
import { ChangePasswordForm } from "../features/auth/components/change-password-form";
import { SuspendedBanner } from "../features/auth/components/suspended-banner";
import { takeSessionEnded } from "../features/auth/session-ended";
import { FullScreenLoading } from "../components/ui/full-screen-loading";
import { ensureContentCatalog } from "../lib/i18n";
import { useLanguageStore } from "../lib/language-store";

export const Route = createFileRoute("/_auth")({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(userQueryOptions());
    if (!user) throw redirect({ to: "/login", search: takeSessionEnded() ? { ended: true } : {}, replace: true });
  },
  loader: () => ensureContentCatalog(useLanguageStore.getState().locale),
  pendingComponent: FullScreenLoading,
  pendingMs: 0,
  component: AuthLayout,
});

function AuthLayout() {
  const { data: user } = useUser();
  if (!user) return <FullScreenLoading />;
  return (
    <>
      {!user.isActive && <SuspendedBanner />}
      {user.mustChangePassword ? <ChangePasswordForm required /> : <Outlet />}
    </>
  );
}
