/** /admin/deposits?status=&q=&cursor=: deposit verifications by status (pending by default), filtered. */
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { depositVerificationsQueryOptions } from "../../../features/deposits/api/get-deposit-verifications";
import { DepositsTab } from "../../../features/deposits/components/deposits-tab";
import { statusSearch } from "../../../lib/search-params";
import { routeStatus } from "../../-components/route-status";
import { SearchFilter } from "../../-components/tab-filter";

export const Route = createFileRoute("/_auth/_panel/deposits")({
  validateSearch: statusSearch(["pending", "approved", "rejected"]),
  loaderDeps: ({ search: { q = "", status = "pending", cursor } }) => ({ q, status, cursor }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(depositVerificationsQueryOptions(deps)),
  ...routeStatus({
    loading: msg`Loading deposit verifications...`,
    failed: msg`Could not load deposit verifications.`,
    above: Filter,
  }),
  component: DepositsRoute,
});

function Filter() {
  const { t } = useLingui();
  return <SearchFilter placeholder={t`Investor, phone, sender or transaction ID`} />;
}

function DepositsRoute() {
  const { q, status, cursor } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <>
      <Filter />
      <DepositsTab
        query={q}
        status={status}
        cursor={cursor}
        onCursor={(next) => void navigate({ search: (prev) => ({ ...prev, cursor: next }) })}
        statusHref={(s) => ({ to: "/deposits", search: (prev: object) => ({ ...prev, status: s, cursor: undefined }) })}
      />
    </>
  );
}
