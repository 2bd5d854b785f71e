/**
 * Unknown paths (docs/product-rules.md#screen-routes): 'Page Not Found' when signed in,
 * the login screen when signed out, the full-screen 'Loading...' while the session is
 * decided.
 */
import { Link, Navigate } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { useUser } from "../../features/auth/api/get-user";
import { FullScreenLoading } from "../../components/ui/full-screen-loading";

export function NotFound() {
  const { data: user, isPending } = useUser();
  if (isPending) return <FullScreenLoading />;
  if (!user) return <Navigate to="/login" replace />;
  return (
    <section className="card narrow">
      <h1>
        <Trans>Page Not Found</Trans>
      </h1>
      <p>
        <Trans>The page you are looking for does not exist.</Trans>
      </p>
      <Link to="/" className="button">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}
