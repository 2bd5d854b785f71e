/** /admin/identity?status=&cursor=: identity checks by state, submitted by default (docs/product-rules.md#identity, IDV-6). */
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { identityChecksQueryOptions } from "../../../../features/identity/api/get-identity-checks";
import { IdentityTab } from "../../../../features/identity/components/identity-tab";
import { statusSearch } from "../../../../lib/search-params";
import { routeStatus } from "../../../-components/route-status";

export const Route = createFileRoute("/_auth/_panel/identity/")({
  validateSearch: statusSearch(["submitted", "approved", "rejected"]),
  loaderDeps: ({ search: { status = "submitted", cursor } }) => ({ status, cursor }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(identityChecksQueryOptions(deps)),
  ...routeStatus({ loading: msg`Loading identity checks...`, failed: msg`Could not load identity checks.` }),
  component: IdentityRoute,
});

function IdentityRoute() {
  const { status, cursor } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <IdentityTab
      status={status}
      cursor={cursor}
      onCursor={(next) => void navigate({ search: (prev) => ({ ...prev, cursor: next }) })}
      statusHref={(s) => ({ to: "/identity", search: (prev: object) => ({ ...prev, status: s, cursor: undefined }) })}
    />
  );
}
