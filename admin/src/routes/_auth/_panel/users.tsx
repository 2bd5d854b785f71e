/** /admin/users?q=&cursor=: every investor, filtered by name, phone or referral code. */
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { usersQueryOptions } from "../../../features/users/api/get-users";
import { UsersTab } from "../../../features/users/components/users-tab";
import { pagedSearch } from "../../../lib/search-params";
import { routeStatus } from "../../-components/route-status";
import { SearchFilter } from "../../-components/tab-filter";

export const Route = createFileRoute("/_auth/_panel/users")({
  validateSearch: pagedSearch,
  loaderDeps: ({ search: { q = "", cursor } }) => ({ q, cursor }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(usersQueryOptions(deps)),
  ...routeStatus({ loading: msg`Loading users...`, failed: msg`Could not load users.`, above: Filter }),
  component: UsersTabRoute,
});

function Filter() {
  const { t } = useLingui();
  return <SearchFilter placeholder={t`Name, phone or referral code`} />;
}

function UsersTabRoute() {
  const { q, cursor } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <>
      <Filter />
      <UsersTab query={q} cursor={cursor} onCursor={(next) => void navigate({ search: (prev) => ({ ...prev, cursor: next }) })} />
    </>
  );
}
