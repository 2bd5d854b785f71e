/** /admin/investments?q=&cursor=: every investment, filtered by investor or card. */
import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { InvestmentsTab } from "../../../features/investments/components/investments-tab";
import { pagedSearch } from "../../../lib/search-params";
import { TabFilter } from "../../-components/tab-filter";

export const Route = createFileRoute("/_auth/_panel/investments")({
  validateSearch: pagedSearch,
  component: InvestmentsTabRoute,
});

function InvestmentsTabRoute() {
  const { t } = useLingui();
  const { q = "", cursor } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <TabFilter
        placeholder={t`User full name, phone or card name`}
        value={q}
        onChange={(next) =>
          void navigate({ search: (prev) => ({ ...prev, q: next || undefined, cursor: undefined }), replace: true })
        }
      />
      <InvestmentsTab
        query={q}
        cursor={cursor}
        onCursor={(next) => void navigate({ search: (prev) => ({ ...prev, cursor: next }) })}
      />
    </>
  );
}
