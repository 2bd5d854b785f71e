/** /admin/audit?q=&cursor=: the audit log, filtered by admin, action or detail. */
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { auditLogQueryOptions } from "../../../features/audit/api/get-audit-log";
import { AuditLogTab } from "../../../features/audit/components/audit-log-tab";
import { pagedSearch } from "../../../lib/search-params";
import { routeStatus } from "../../-components/route-status";
import { SearchFilter } from "../../-components/tab-filter";

export const Route = createFileRoute("/_auth/_panel/audit")({
  validateSearch: pagedSearch,
  loaderDeps: ({ search: { q = "", cursor } }) => ({ q, cursor }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(auditLogQueryOptions(deps)),
  ...routeStatus({ loading: msg`Loading the audit log...`, failed: msg`Could not load the audit log.`, above: Filter }),
  component: AuditLogTabRoute,
});

function Filter() {
  const { t } = useLingui();
  return <SearchFilter placeholder={t`Admin, action or detail`} />;
}

function AuditLogTabRoute() {
  const { q, cursor } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <>
      <Filter />
      <AuditLogTab
        query={q}
        cursor={cursor}
        onCursor={(next) => void navigate({ search: (prev) => ({ ...prev, cursor: next }) })}
      />
    </>
  );
}
