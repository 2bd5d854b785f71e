/**
 * /statement (signed in): the printable statement of the investor's ledger entries, newest
 * first, 100 at a time with "Load more" (docs/product-rules.md#statements, STM-2).
 */
import { createFileRoute } from "@tanstack/react-router";
import { useUser } from "../../features/auth/api/get-user";
import { statementQueryOptions, useStatement } from "../../features/dashboard/api/get-statement";
import { StatementView } from "../../features/dashboard/components/statement-view";
import { MoneyRequests } from "../../features/dashboard/components/money-requests";

export const Route = createFileRoute("/_auth/statement")({
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(statementQueryOptions()),
  component: StatementPage,
});

function StatementPage() {
  const { data: user } = useUser();
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useStatement();
  if (!user || !data) return null;
  const first = data.pages[0];
  return (
    <>
      <StatementView
        user={user}
        entries={data.pages.flatMap((p) => p.entries)}
        more={hasNextPage ? { loading: isFetchingNextPage, load: () => void fetchNextPage() } : null}
      />
      <MoneyRequests depositVerifications={first?.depositVerifications ?? []} withdrawals={first?.withdrawals ?? []} />
    </>
  );
}
