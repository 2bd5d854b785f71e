/** /admin/settings/payment-channels: Manual or Automatic for MTN and Orange deposits and payouts; owners change them. */
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { paymentChannelsQueryOptions } from "../../../../features/payments/api/get-payment-channels";
import { PaymentChannelsPanel } from "../../../../features/payments/components/payment-channels-form";
import { mayUse } from "../../../../lib/permissions";
import { routeStatus } from "../../../-components/route-status";

export const Route = createFileRoute("/_auth/_panel/settings/payment-channels")({
  loader: ({ context }) => context.queryClient.ensureQueryData(paymentChannelsQueryOptions()),
  ...routeStatus({ loading: msg`Loading payment channels...`, failed: msg`Could not load payment channels.` }),
  component: PaymentChannelsRoute,
});

function PaymentChannelsRoute() {
  const { admin } = Route.useRouteContext();
  return <PaymentChannelsPanel isOwner={mayUse(admin.role, "paymentChannels")} />;
}
