/**
 * /admin/operations?status=&cursor=: the owners' alerts (owners only) and the queue jobs given up
 * after their retries (docs/product-rules.md#operations).
 */
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { failedJobsQueryOptions } from "../../../features/operations/api/failed-jobs";
import { FailedJobsTab } from "../../../features/operations/components/failed-jobs-tab";
import { OwnerAlerts } from "../../../features/operations/components/owner-alerts";
import { mayUse } from "../../../lib/permissions";
import { statusSearch } from "../../../lib/search-params";
import { routeStatus } from "../../-components/route-status";

export const Route = createFileRoute("/_auth/_panel/operations")({
  validateSearch: statusSearch(["open", "resent"]),
  loaderDeps: ({ search: { status = "open", cursor } }) => ({ status, cursor }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(failedJobsQueryOptions(deps)),
  ...routeStatus({ loading: msg`Loading failed jobs...`, failed: msg`Could not load failed jobs.` }),
  component: OperationsRoute,
});

function OperationsRoute() {
  const { status, cursor } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const { admin } = Route.useRouteContext();
  return (
    <>
      {/* The owners' alerts (OPS-5): only an owner is told, so only an owner asks. */}
      {mayUse(admin.role, "ownerAlerts") ? <OwnerAlerts /> : null}
      <FailedJobsTab
        status={status}
        cursor={cursor}
        mayResend={mayUse(admin.role, "resendJob")}
        onCursor={(next) => void navigate({ search: (prev) => ({ ...prev, cursor: next }) })}
        statusHref={(s) => ({ to: "/operations", search: (prev: object) => ({ ...prev, status: s, cursor: undefined }) })}
      />
    </>
  );
}
