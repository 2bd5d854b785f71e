/** /admin/ opens the Users tab. */
import { createFileRoute, redirect } from "@tanstack/react-router";

export const Route = createFileRoute("/_auth/")({
  beforeLoad: () => {
    throw redirect({ to: "/users", replace: true });
  },
});
