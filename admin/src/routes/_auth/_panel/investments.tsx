/** /admin/investments?q=&cursor=: every investment, filtered by investor or card. */
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { investmentsQueryOptions } from "../../../features/investments/api/get-investments";
import { InvestmentsTab } from "../../../features/investments/components/investments-tab";
import { pagedSearch } from "../../../lib/search-params";
import { routeStatus } from "../../-components/route-status";
import { TabFilter } from "../../-components/tab-filter";

export const Route = createFileRoute("/_auth/_panel/investments")({
  validateSearch: pagedSearch,
  loaderDeps: ({ search: { q = "", cursor } }) => ({ q, cursor }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(investmentsQueryOptions(deps)),
  ...routeStatus({ loading: msg`Loading investments...`, failed: msg`Could not load investments.`, above: Filter }),
  component: InvestmentsTabRoute,
});

function Filter() {
  const { t } = useLingui();
  const { q = "" } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TabFilter
      placeholder={t`User full name, phone or card name`}
      value={q}
      onChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, q: next || undefined, cursor: undefined }), replace: true })
      }
    />
  );
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
