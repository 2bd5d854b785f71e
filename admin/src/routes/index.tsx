/**
 * /admin/: the panel's front door (docs/product-rules.md, AUTH-2: after admin logout the browser
 * goes to /admin). Signed in, it opens the Users tab; signed out, it is the sign-in card,
 * at this address, and signing in opens the Users tab (or /admin/login/code for the code).
 */
import { createFileRoute, redirect } from "@tanstack/react-router";
import { sessionQueryOptions } from "../features/auth/api/get-session";
import { LoginForm } from "../features/auth/components/login-form";

export const Route = createFileRoute("/")({
  // No loader: the sign-in card reads nothing; the session is read above.
  beforeLoad: async ({ context }) => {
    const admin = await context.queryClient.ensureQueryData(sessionQueryOptions());
    if (admin) throw redirect({ to: "/users", replace: true });
  },
  component: FrontDoor,
});

function FrontDoor() {
  const navigate = Route.useNavigate();
  return (
    <LoginForm
      onSignedIn={() => void navigate({ to: "/users", replace: true })}
      onCodeRequired={() => void navigate({ to: "/login/code", search: {} })}
    />
  );
}
