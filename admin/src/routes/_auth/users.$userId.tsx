/** /admin/users/$userId: one investor's page (its content comes later); names the user and links back. */
import { createFileRoute, Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { z } from "zod";
import { useUsers } from "../../features/users/api/get-users";

export const Route = createFileRoute("/_auth/users/$userId")({
  params: {
    parse: ({ userId }) => ({ userId: z.coerce.number().int().positive().parse(userId) }),
    stringify: ({ userId }) => ({ userId: String(userId) }),
  },
  component: UserPageRoute,
});

function UserPageRoute() {
  const { userId } = Route.useParams();
  const users = useUsers();
  const name = users.data?.find((user) => user.id === userId)?.fullName ?? `#${userId}`;
  return (
    <main className="panel">
      <Link to="/users" className="back-link">
        <Trans>← Back to users</Trans>
      </Link>
      <h1 className="panel-title">{name}</h1>
    </main>
  );
}
