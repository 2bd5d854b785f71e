/**
 * /admin/withdrawals?status=&q=&cursor=: withdrawal requests by status (pending by default),
 * filtered; the approval dialog knows each method's payout channel (manual or automatic).
 */
import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { usePaymentChannels } from "../../../features/payments/api/get-payment-channels";
import { WithdrawalsTab } from "../../../features/withdrawals/components/withdrawals-tab";
import { statusSearch } from "../../../lib/search-params";
import { TabFilter } from "../../-components/tab-filter";

export const Route = createFileRoute("/_auth/_panel/withdrawals")({
  validateSearch: statusSearch(["pending", "completed", "failed"]),
  component: WithdrawalsRoute,
});

function WithdrawalsRoute() {
  const { t } = useLingui();
  const { q = "", status = "pending", cursor } = Route.useSearch();
  const navigate = Route.useNavigate();
  const channels = usePaymentChannels();
  return (
    <>
      <TabFilter
        placeholder={t`Account name or number, investor or phone`}
        value={q}
        onChange={(next) =>
          void navigate({ search: (prev) => ({ ...prev, q: next || undefined, cursor: undefined }), replace: true })
        }
      />
      <WithdrawalsTab
        query={q}
        status={status}
        cursor={cursor}
        onCursor={(next) => void navigate({ search: (prev) => ({ ...prev, cursor: next }) })}
        payoutChannels={channels.data?.payouts}
        statusHref={(s) => ({ to: "/withdrawals", search: (prev: object) => ({ ...prev, status: s, cursor: undefined }) })}
      />
    </>
  );
}
