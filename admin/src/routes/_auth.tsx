/**
 * Every signed-in URL: the session is decided before any of them renders; a visitor
 * without one goes to /admin/login and comes back here after signing in. An admin who must
 * still set up their authenticator is kept on /admin/profile (docs/product-rules.md#admin-roles);
 * the configured admin signed in without one in development sees a banner saying so, and
 * every admin sees a warning while self-approval is on (docs/product-rules.md#approvals).
 */
import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { sessionQueryOptions, useSession } from "../features/auth/api/get-session";
import { useApprovalSettings } from "../features/approvals/api/get-approval-settings";
import { PanelHeader } from "./-components/panel-header";

export const Route = createFileRoute("/_auth")({
  beforeLoad: async ({ context, location }) => {
    const admin = await context.queryClient.ensureQueryData(sessionQueryOptions());
    if (!admin) throw redirect({ to: "/login", search: { redirect: location.href }, replace: true });
    if (admin.enrolmentRequired && location.pathname !== "/profile") throw redirect({ to: "/profile", replace: true });
    return { admin };
  },
  component: SignedIn,
});

function SignedIn() {
  const { admin: atLoad } = Route.useRouteContext();
  const admin = useSession().data ?? atLoad;
  const approvals = useApprovalSettings();
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
      {approvals.data?.selfApprovalAllowed && (
        <p className="dev-banner dev-banner-warning" role="alert">
          <Trans>
            Self-approval is on (development only): an admin can approve their own proposals, so money moves without a second
            person.
          </Trans>
        </p>
      )}
      <Outlet />
    </>
  );
}
