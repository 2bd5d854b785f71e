/** /admin/admins: the staff accounts, for owners (docs/product-rules.md#admin-roles). */
import { createFileRoute, redirect } from "@tanstack/react-router";
import { AdminsTab } from "../../../features/admins/components/admins-tab";

export const Route = createFileRoute("/_auth/_panel/admins")({
  beforeLoad: ({ context }) => {
    if (context.admin.role !== "owner") throw redirect({ to: "/users", replace: true });
  },
  component: AdminsTab,
});
