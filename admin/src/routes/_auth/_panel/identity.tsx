/**
 * /admin/identity/...: investors' identity checks (docs/product-rules.md#identity, IDV-6),
 * for the roles that may review them (lib/permissions.ts); others are sent to the users.
 */
import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { mayUse } from "../../../lib/permissions";

export const Route = createFileRoute("/_auth/_panel/identity")({
  // No loader: a frame; its pages (identity/index, identity/$checkId) load their data.
  beforeLoad: ({ context }) => {
    if (!mayUse(context.admin.role, "identityTab")) throw redirect({ to: "/users", replace: true });
  },
  component: Outlet,
});
