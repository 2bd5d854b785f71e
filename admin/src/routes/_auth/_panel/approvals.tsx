/** /admin/approvals?status=: proposals waiting for a second admin, and decided ones (docs/product-rules.md#approvals). */
import { createFileRoute, redirect } from "@tanstack/react-router";
import { APPROVAL_STATUSES } from "@app/schema/contracts/approvals";
import { approvalSettingsQueryOptions } from "../../../features/approvals/api/get-approval-settings";
import { approvalsQueryOptions } from "../../../features/approvals/api/get-approvals";
import { ApprovalsTab } from "../../../features/approvals/components/approvals-tab";
import { statusSearch } from "../../../lib/search-params";

export const Route = createFileRoute("/_auth/_panel/approvals")({
  validateSearch: statusSearch(APPROVAL_STATUSES),
  beforeLoad: ({ context }) => {
    // Finance's and the owners' (ADMIN_ROUTE_ROLES).
    if (context.admin.role === "support") throw redirect({ to: "/users", replace: true });
  },
  loaderDeps: ({ search: { status = "proposed" } }) => ({ status }),
  loader: ({ context: { queryClient, admin }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(approvalsQueryOptions(deps.status)),
      admin.role === "owner" ? queryClient.ensureQueryData(approvalSettingsQueryOptions()) : null,
    ]),
  component: ApprovalsRoute,
});

function ApprovalsRoute() {
  const { status } = Route.useLoaderDeps();
  const { admin } = Route.useRouteContext();
  return (
    <ApprovalsTab
      status={status}
      isOwner={admin.role === "owner"}
      statusHref={(s) => ({ to: "/approvals", search: (prev: object) => ({ ...prev, status: s }) })}
    />
  );
}
