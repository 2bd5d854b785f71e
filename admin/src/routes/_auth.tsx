/**
 * Every signed-in URL: the session is decided before any of them renders; a visitor
 * without one goes to /admin/login and comes back here after signing in. An admin who must
 * still set up their authenticator is kept on /admin/profile (docs/product-rules.md#admin-roles);
 * the configured admin signed in without one in development sees a banner saying so, and
 * every admin sees a warning while self-approval is on (docs/product-rules.md#approvals).
 * Once the session ends (logout, a 401), nothing here renders again: the sign-in card is next.
 */
import { Suspense } from "react";
import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { FullScreenLoading } from "../components/ui/full-screen-loading";
import { approvalSettingsQueryOptions, useApprovalSettings } from "../features/approvals/api/get-approval-settings";
import { sessionQueryOptions, useSession } from "../features/auth/api/get-session";
import { PanelHeader } from "./-components/panel-header";
import { RouteError } from "./-components/route-error";

export const Route = createFileRoute("/_auth")({
  beforeLoad: async ({ context, location }) => {
    const admin = await context.queryClient.ensureQueryData(sessionQueryOptions());
    if (!admin) throw redirect({ to: "/login", search: { redirect: location.href }, replace: true });
    if (admin.enrolmentRequired && location.pathname !== "/profile") throw redirect({ to: "/profile", replace: true });
    return { admin };
  },
  // The self-approval warning; an admin still enrolling may read nothing else.
  loader: async ({ context }) => {
    if (!context.admin.enrolmentRequired) await context.queryClient.ensureQueryData(approvalSettingsQueryOptions());
  },
  pendingComponent: FullScreenLoading,
  errorComponent: RouteError,
  component: SignedIn,
});

function SignedIn() {
  const admin = useSession().data;
  if (!admin) return <FullScreenLoading />;
  return (
    <>
      <PanelHeader admin={admin} />
      {admin.developmentSkip && (
        <p className="dev-banner" role="note">
          <Trans>
            Development: you are signed in as the configured admin without a second factor. Deployed, every admin needs an
            authenticator.
          </Trans>
        </p>
      )}
      {!admin.enrolmentRequired && (
        // Right after enrolment the settings are not loaded yet: the page stays while they are.
        <Suspense fallback={null}>
          <SelfApprovalWarning />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}

function SelfApprovalWarning() {
  const { data } = useApprovalSettings();
  if (!data.selfApprovalAllowed) return null;
  return (
    <p className="dev-banner dev-banner-warning" role="alert">
      <Trans>
        Self-approval is on (development only): an admin can approve their own proposals, so money moves without a second person.
      </Trans>
    </p>
  );
}
