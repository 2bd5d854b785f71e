/**
 * /statement (signed in): the printable statement of the investor's ledger entries, newest
 * first, 100 at a time with "Load more" (docs/product-rules.md#statements, STM-2), and every
 * deposit and withdrawal request with its state (docs/product-rules.md#money-status, MST-1).
 */
import { createFileRoute } from "@tanstack/react-router";
import { useUser } from "../../features/auth/api/get-user";
import { statementQueryOptions, useStatement } from "../../features/dashboard/api/get-statement";
import { StatementView } from "../../features/dashboard/components/statement-view";
import { MoneyRequests } from "../../features/dashboard/components/money-requests";
import { newestMoneyRequestsQueryOptions, useNewestMoneyRequests } from "../../features/dashboard/api/get-money-requests";

export const Route = createFileRoute("/_auth/statement")({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureInfiniteQueryData(statementQueryOptions()),
      context.queryClient.ensureQueryData(newestMoneyRequestsQueryOptions()),
    ]),
  component: StatementPage,
});

function StatementPage() {
  const { data: user } = useUser();
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useStatement();
  const { data: requests } = useNewestMoneyRequests();
  if (!user || !data) return null;
  return (
    <>
      <StatementView
        user={user}
        entries={data.pages.flatMap((p) => p.entries)}
        more={hasNextPage ? { loading: isFetchingNextPage, load: () => void fetchNextPage() } : null}
      />
      <MoneyRequests first={requests} />
    </>
  );
}
