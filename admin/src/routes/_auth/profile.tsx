/** /admin/profile: the signed-in admin's own page (docs/product-rules.md#admin-roles). */
import { createFileRoute } from "@tanstack/react-router";
import { useSession } from "../../features/auth/api/get-session";
import { ProfilePage } from "../../features/profile/components/profile-page";

export const Route = createFileRoute("/_auth/profile")({ component: Profile });

function Profile() {
  const { admin: atLoad } = Route.useRouteContext();
  // The session query follows enrolment (the confirm call updates it).
  const session = useSession();
  return <ProfilePage admin={session.data ?? atLoad} />;
}
