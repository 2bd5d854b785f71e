/** /admin/investments?q=&cursor=: every investment, filtered by investor or card. */
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { investmentsQueryOptions } from "../../../features/investments/api/get-investments";
import { InvestmentsTab } from "../../../features/investments/components/investments-tab";
import { pagedSearch } from "../../../lib/search-params";
import { routeStatus } from "../../-components/route-status";
import { SearchFilter } from "../../-components/tab-filter";

export const Route = createFileRoute("/_auth/_panel/investments")({
  validateSearch: pagedSearch,
  loaderDeps: ({ search: { q = "", cursor } }) => ({ q, cursor }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(investmentsQueryOptions(deps)),
  ...routeStatus({ loading: msg`Loading investments...`, failed: msg`Could not load investments.`, above: Filter }),
  component: InvestmentsTabRoute,
});

function Filter() {
  const { t } = useLingui();
  return <SearchFilter placeholder={t`User full name, phone or card name`} />;
}

function InvestmentsTabRoute() {
  const { q, cursor } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <>
      <Filter />
      <InvestmentsTab
        query={q}
        cursor={cursor}
        onCursor={(next) => void navigate({ search: (prev) => ({ ...prev, cursor: next }) })}
      />
    </>
  );
}
