/** /statement (signed in): the printable statement of the investor's ledger entries (docs/product-rules.md#statements). */
import { createFileRoute } from "@tanstack/react-router";
import { useUser } from "../../features/auth/api/get-user";
import { statementQueryOptions, useStatement } from "../../features/dashboard/api/get-statement";
import { StatementView } from "../../features/dashboard/components/statement-view";
import { MoneyRequests } from "../../features/dashboard/components/money-requests";

export const Route = createFileRoute("/_auth/statement")({
  loader: ({ context }) => context.queryClient.fetchQuery(statementQueryOptions()),
  component: StatementPage,
});

function StatementPage() {
  const { data: user } = useUser();
  const { data } = useStatement();
  if (!user) return null;
  return (
    <>
      <StatementView user={user} entries={data.entries} />
      <MoneyRequests depositVerifications={data.depositVerifications} withdrawals={data.withdrawals} />
    </>
  );
}
