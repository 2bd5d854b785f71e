/**
 * /admin/payments/...: the automatic rails' transactions (docs/product-rules.md#automatic-rails),
 * finance's and the owners' (ADMIN_ROUTE_ROLES); support is sent to the users.
 */
import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";

export const Route = createFileRoute("/_auth/_panel/payments")({
  // No loader: a frame that reads nothing; its pages (payments/index, payments/$paymentId) load their data.
  beforeLoad: ({ context }) => {
    if (context.admin.role === "support") throw redirect({ to: "/users", replace: true });
  },
  component: Outlet,
});
