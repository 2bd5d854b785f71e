/**
 * /admin/payments/...: the automatic rails' transactions (docs/product-rules.md#automatic-rails),
 * for the roles that may operate them (lib/permissions.ts); others are sent to the users.
 */
import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { mayUse } from "../../../lib/permissions";

export const Route = createFileRoute("/_auth/_panel/payments")({
  // No loader: a frame that reads nothing; its pages (payments/index, payments/$paymentId) load their data.
  beforeLoad: ({ context }) => {
    if (!mayUse(context.admin.role, "paymentsTab")) throw redirect({ to: "/users", replace: true });
  },
  component: Outlet,
});
