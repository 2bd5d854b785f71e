/**
 * /admin/search?q=: the global search (docs/product-rules.md#operator-views, OPS-4): users,
 * transactions and cards grouped by kind; a user or a transaction opens the user's page,
 * a card opens the cards tab. The query is typed in the header's search box.
 */
import { createFileRoute, Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { isSearchable, searchQueryOptions } from "../../features/search/api/search";
import { routeStatus } from "../-components/route-status";
import { SearchResults } from "../../features/search/components/search-results";
import { querySearch } from "../../lib/search-params";

export const Route = createFileRoute("/_auth/search")({
  validateSearch: querySearch,
  loaderDeps: ({ search: { q = "" } }) => ({ q: q.trim() }),
  // Shorter queries are not sent (the server would answer 400); the page says what to type.
  loader: async ({ context, deps }) => {
    if (isSearchable(deps.q)) await context.queryClient.ensureQueryData(searchQueryOptions(deps.q));
  },
  ...routeStatus({ loading: msg`Searching...`, failed: msg`The search failed.`, above: Heading, page: true }),
  component: SearchPage,
});

function Heading() {
  const { q = "" } = Route.useSearch();
  return (
    <>
      <Link to="/users" className="back-link">
        <Trans>← Back to the dashboard</Trans>
      </Link>
      <h1 className="panel-title">
        <Trans>Results for “{q}”</Trans>
      </h1>
    </>
  );
}

function SearchPage() {
  const { q } = Route.useLoaderDeps();
  return (
    <main className="panel">
      <Heading />
      <SearchResults query={q} />
    </main>
  );
}
