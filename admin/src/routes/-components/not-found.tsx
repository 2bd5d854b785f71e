/** An admin URL that names no page: says so and links back to the Users tab. */
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";

export function NotFound() {
  return (
    <div className="full-screen">
      <h1 className="panel-title">
        <Trans>Page not found</Trans>
      </h1>
      <Link to="/users" className="button">
        <Trans>Back to the dashboard</Trans>
      </Link>
    </div>
  );
}
