/**
 * Unknown paths (docs/product-rules.md#screen-routes): 'Page Not Found' when signed in,
 * the login screen when signed out, the full-screen 'Loading...' while the session is
 * decided.
 */
import { useEffect } from "react";
import { Link } from "@tanstack/react-router";
import { loginHref } from "../../lib/public-pages";
import { Trans } from "@lingui/react/macro";
import { useUser } from "../../features/auth/api/get-user";
import { FullScreenLoading } from "../../components/ui/full-screen-loading";

export function NotFound() {
  const { data: user, isPending } = useUser();
  // Signed out: the login page, a page of its own (lib/public-pages.ts).
  useEffect(() => {
    if (!isPending && !user) window.location.replace(loginHref());
  }, [isPending, user]);
  if (isPending || !user) return <FullScreenLoading />;
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
