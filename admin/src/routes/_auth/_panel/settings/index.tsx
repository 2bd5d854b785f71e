/** /admin/settings opens its first sub-tab. */
import { createFileRoute, redirect } from "@tanstack/react-router";

export const Route = createFileRoute("/_auth/_panel/settings/")({
  // No loader: a redirect renders nothing.
  beforeLoad: () => {
    throw redirect({ to: "/settings/deposit-steps", replace: true });
  },
});
