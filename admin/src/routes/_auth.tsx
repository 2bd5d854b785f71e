/**
 * Every signed-in URL: the session is decided before any of them renders; a visitor
 * without one goes to /admin/login and comes back here after signing in.
 */
import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { sessionQueryOptions } from "../features/auth/api/get-session";
import { PanelHeader } from "./-components/panel-header";

export const Route = createFileRoute("/_auth")({
  beforeLoad: async ({ context, location }) => {
    const admin = await context.queryClient.ensureQueryData(sessionQueryOptions());
    if (!admin) throw redirect({ to: "/login", search: { redirect: location.href }, replace: true });
    return { admin };
  },
  component: SignedIn,
});

function SignedIn() {
  const { admin } = Route.useRouteContext();
  return (
    <>
      <PanelHeader admin={admin} />
      <Outlet />
    </>
  );
}
