/**
 * /admin/login: the sign-in card. A signed-in admin is sent on to the panel; after
 * signing in, the admin returns to the page that asked for it (`?redirect=`). An admin with
 * a second factor goes on to /admin/login/code after the password.
 */
import { createFileRoute, redirect, useRouter } from "@tanstack/react-router";
import { z } from "zod";
import { sessionQueryOptions } from "../features/auth/api/get-session";
import { LoginForm } from "../features/auth/components/login-form";

/** Only a path on this site: "//host" would leave it. */
export const loginSearch = z.object({
  redirect: z
    .string()
    .regex(/^\/(?!\/)/)
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute("/login")({
  validateSearch: loginSearch,
  // No loader: the card reads nothing (the security check arrives in the sign-in's answer, AUTH-11); the session is read above.
  beforeLoad: async ({ context }) => {
    const admin = await context.queryClient.ensureQueryData(sessionQueryOptions());
    if (admin) throw redirect({ to: "/users", replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  const { redirect: back } = Route.useSearch();
  const router = useRouter();
  const navigate = Route.useNavigate();
  return (
    <LoginForm
      onSignedIn={() => {
        if (back) void router.navigate({ href: back, replace: true });
        else void navigate({ to: "/users", replace: true });
      }}
      onCodeRequired={() => void navigate({ to: "/login/code", search: { redirect: back } })}
    />
  );
}
