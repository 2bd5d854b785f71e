/** /admin/deposits?status=&q=&cursor=: deposit verifications by status (pending by default), filtered. */
import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { DepositsTab } from "../../../features/deposits/components/deposits-tab";
import { statusSearch } from "../../../lib/search-params";
import { TabFilter } from "../../-components/tab-filter";

export const Route = createFileRoute("/_auth/_panel/deposits")({
  validateSearch: statusSearch(["pending", "approved", "rejected"]),
  component: DepositsRoute,
});

function DepositsRoute() {
  const { t } = useLingui();
  const { q = "", status = "pending", cursor } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <TabFilter
        placeholder={t`Investor, phone, sender or transaction ID`}
        value={q}
        onChange={(next) =>
          void navigate({ search: (prev) => ({ ...prev, q: next || undefined, cursor: undefined }), replace: true })
        }
      />
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
