/**
 * /admin/login/code: the second step of the staff sign-in, after a right password
 * (docs/product-rules.md#admin-roles). The pending step lives in the session cookie for
 * five minutes; 'Start again' goes back to the password.
 */
import { createFileRoute, redirect, useRouter } from "@tanstack/react-router";
import { sessionQueryOptions } from "../features/auth/api/get-session";
import { CodeForm } from "../features/auth/components/code-form";
import { loginSearch } from "./login";

export const Route = createFileRoute("/login_/code")({
  validateSearch: loginSearch,
  // No loader: the card reads nothing; the session is read above.
  beforeLoad: async ({ context }) => {
    const admin = await context.queryClient.ensureQueryData(sessionQueryOptions());
    if (admin) throw redirect({ to: "/users", replace: true });
  },
  component: CodePage,
});

function CodePage() {
  const { redirect: back } = Route.useSearch();
  const router = useRouter();
  const navigate = Route.useNavigate();
  return (
    <CodeForm
      onSignedIn={() => {
        if (back) void router.navigate({ href: back, replace: true });
        else void navigate({ to: "/users", replace: true });
      }}
      onRestart={() => void navigate({ to: "/login", search: { redirect: back }, replace: true })}
    />
  );
}
