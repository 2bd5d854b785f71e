/**
 * /admin/withdrawals?status=&q=&cursor=: withdrawal requests by status (pending by default),
 * filtered; the approval dialog knows each method's payout channel (manual or automatic).
 */
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { paymentChannelsQueryOptions, usePaymentChannels } from "../../../features/payments/api/get-payment-channels";
import { withdrawalsQueryOptions } from "../../../features/withdrawals/api/get-withdrawals";
import { WithdrawalsTab } from "../../../features/withdrawals/components/withdrawals-tab";
import { statusSearch } from "../../../lib/search-params";
import { routeStatus } from "../../-components/route-status";
import { SearchFilter } from "../../-components/tab-filter";

export const Route = createFileRoute("/_auth/_panel/withdrawals")({
  validateSearch: statusSearch(["pending", "completed", "failed"]),
  loaderDeps: ({ search: { q = "", status = "pending", cursor } }) => ({ q, status, cursor }),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(withdrawalsQueryOptions(deps)),
      queryClient.ensureQueryData(paymentChannelsQueryOptions()),
    ]),
  ...routeStatus({
    loading: msg`Loading withdrawal requests...`,
    failed: msg`Could not load withdrawal requests.`,
    above: Filter,
  }),
  component: WithdrawalsRoute,
});

function Filter() {
  const { t } = useLingui();
  return <SearchFilter placeholder={t`Account name or number, investor or phone`} />;
}

function WithdrawalsRoute() {
  const { q, status, cursor } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const channels = usePaymentChannels();
  return (
    <>
      <Filter />
      <WithdrawalsTab
        query={q}
        status={status}
        cursor={cursor}
        onCursor={(next) => void navigate({ search: (prev) => ({ ...prev, cursor: next }) })}
        payoutChannels={channels.data.payouts}
        statusHref={(s) => ({ to: "/withdrawals", search: (prev: object) => ({ ...prev, status: s, cursor: undefined }) })}
      />
    </>
  );
}
