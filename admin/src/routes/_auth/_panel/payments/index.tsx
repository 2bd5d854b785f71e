/**
 * /admin/payments?status=&direction=: provider transactions, reconciliation differences, money
 * held in suspense, operator availability and the payment channels.
 */
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { paymentChannelsQueryOptions } from "../../../../features/payments/api/get-payment-channels";
import { paymentsQueryOptions } from "../../../../features/payments/api/get-payments";
import { reconciliationQueryOptions } from "../../../../features/payments/api/get-reconciliation";
import { PaymentsTab } from "../../../../features/payments/components/payments-tab";
import { suspenseQueryOptions } from "../../../../features/suspense/api/suspense";
import { routeStatus } from "../../../-components/route-status";
import { paymentSearch } from "../../../../lib/payment-search";
import { mayUse } from "../../../../lib/permissions";

export const Route = createFileRoute("/_auth/_panel/payments/")({
  validateSearch: paymentSearch,
  loaderDeps: ({ search: { status, direction } }) => ({ status, direction }),
  // The tab's own data; operator availability is asked of the providers live, in its section.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.ensureInfiniteQueryData(paymentsQueryOptions(deps)),
      queryClient.ensureQueryData(reconciliationQueryOptions()),
      queryClient.ensureQueryData(suspenseQueryOptions()),
      queryClient.ensureQueryData(paymentChannelsQueryOptions()),
    ]),
  ...routeStatus({ loading: msg`Loading payments...`, failed: msg`Could not load payments.` }),
  component: PaymentsRoute,
});

function PaymentsRoute() {
  const filter = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const { admin } = Route.useRouteContext();
  return (
    <PaymentsTab
      filter={filter}
      onFilter={(next) => void navigate({ search: next, replace: true })}
      isOwner={mayUse(admin.role, "paymentChannels")}
    />
  );
}
