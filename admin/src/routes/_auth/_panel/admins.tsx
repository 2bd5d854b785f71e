/** /admin/admins: the staff accounts, for owners (docs/product-rules.md#admin-roles). */
import { createFileRoute, redirect } from "@tanstack/react-router";
import { adminsQueryOptions } from "../../../features/admins/api/get-admins";
import { AdminsTab } from "../../../features/admins/components/admins-tab";
import { mayUse } from "../../../lib/permissions";

export const Route = createFileRoute("/_auth/_panel/admins")({
  beforeLoad: ({ context }) => {
    if (!mayUse(context.admin.role, "adminsTab")) throw redirect({ to: "/users", replace: true });
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(adminsQueryOptions()),
  component: AdminsTab,
});
