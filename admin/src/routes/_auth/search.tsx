/**
 * /admin/search?q=: the global search (docs/product-rules.md#operator-views, OPS-4): users,
 * transactions and cards grouped by kind; a user or a transaction opens the user's page,
 * a card opens the cards tab. The query is typed in the header's search box.
 */
import { createFileRoute, Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { SearchResults } from "../../features/search/components/search-results";
import { querySearch } from "../../lib/search-params";

export const Route = createFileRoute("/_auth/search")({
  validateSearch: querySearch,
  component: SearchPage,
});

function SearchPage() {
  const { q = "" } = Route.useSearch();
  return (
    <main className="panel">
      <Link to="/users" className="back-link">
        <Trans>← Back to the dashboard</Trans>
      </Link>
      <h1 className="panel-title">
        <Trans>Results for “{q}”</Trans>
      </h1>
      <SearchResults query={q} />
    </main>
  );
}
