/** /admin/search?q=: what the header's search box found (the results page comes later). */
import { createFileRoute, Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { querySearch } from "../../lib/search-params";

export const Route = createFileRoute("/_auth/search")({
  validateSearch: querySearch,
  component: SearchPage,
});

function SearchPage() {
  const { q } = Route.useSearch();
  const query = q ?? "";
  return (
    <main className="panel">
      <Link to="/users" className="back-link">
        <Trans>← Back to the dashboard</Trans>
      </Link>
      <h1 className="panel-title">
        <Trans>Results for “{query}”</Trans>
      </h1>
    </main>
  );
}
