/** /admin/profile: the signed-in admin's own page (docs/product-rules.md#admin-roles). */
import { createFileRoute } from "@tanstack/react-router";
import { sessionQueryOptions, useSession } from "../../features/auth/api/get-session";
import { ProfilePage } from "../../features/profile/components/profile-page";

export const Route = createFileRoute("/_auth/profile")({
  // The session the page shows (already read by /_auth's beforeLoad, so no second call).
  loader: ({ context }) => context.queryClient.ensureQueryData(sessionQueryOptions()),
  component: Profile,
});

function Profile() {
  const { admin: atLoad } = Route.useRouteContext();
  // The session query follows enrolment (the confirm call updates it).
  const session = useSession();
  return <ProfilePage admin={session.data ?? atLoad} />;
}
