/** /admin/audit?q=&cursor=: the audit log, filtered by admin, action or detail. */
import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { AuditLogTab } from "../../../features/audit/components/audit-log-tab";
import { pagedSearch } from "../../../lib/search-params";
import { TabFilter } from "../../-components/tab-filter";

export const Route = createFileRoute("/_auth/_panel/audit")({
  validateSearch: pagedSearch,
  component: AuditLogTabRoute,
});

function AuditLogTabRoute() {
  const { t } = useLingui();
  const { q = "", cursor } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <TabFilter
        placeholder={t`Admin, action or detail`}
        value={q}
        onChange={(next) =>
          void navigate({ search: (prev) => ({ ...prev, q: next || undefined, cursor: undefined }), replace: true })
        }
      />
      <AuditLogTab
        query={q}
        cursor={cursor}
        onCursor={(next) => void navigate({ search: (prev) => ({ ...prev, cursor: next }) })}
      />
    </>
  );
}
