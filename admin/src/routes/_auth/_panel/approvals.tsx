/** /admin/approvals?status=: proposals waiting for a second admin, and decided ones (docs/product-rules.md#approvals). */
import { createFileRoute, redirect } from "@tanstack/react-router";
import { APPROVAL_STATUSES } from "@app/schema/contracts/approvals";
import { approvalSettingsQueryOptions } from "../../../features/approvals/api/get-approval-settings";
import { approvalsQueryOptions } from "../../../features/approvals/api/get-approvals";
import { ApprovalsTab } from "../../../features/approvals/components/approvals-tab";
import { mayUse } from "../../../lib/permissions";
import { statusSearch } from "../../../lib/search-params";

export const Route = createFileRoute("/_auth/_panel/approvals")({
  validateSearch: statusSearch(APPROVAL_STATUSES),
  beforeLoad: ({ context }) => {
    if (!mayUse(context.admin.role, "approvalsTab")) throw redirect({ to: "/users", replace: true });
  },
  loaderDeps: ({ search: { status = "proposed" } }) => ({ status }),
  loader: ({ context: { queryClient, admin }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(approvalsQueryOptions(deps.status)),
      mayUse(admin.role, "approvalSettings") ? queryClient.ensureQueryData(approvalSettingsQueryOptions()) : null,
    ]),
  component: ApprovalsRoute,
});

function ApprovalsRoute() {
  const { status } = Route.useLoaderDeps();
  const { admin } = Route.useRouteContext();
  return (
    <ApprovalsTab
      status={status}
      isOwner={mayUse(admin.role, "approvalSettings")}
      statusHref={(s) => ({ to: "/approvals", search: (prev: object) => ({ ...prev, status: s }) })}
    />
  );
}
