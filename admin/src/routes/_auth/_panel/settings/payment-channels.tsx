/** /admin/settings/payment-channels: Manual or Automatic for MTN and Orange deposits and payouts; owners change them. */
import { createFileRoute } from "@tanstack/react-router";
import { PaymentChannelsPanel } from "../../../../features/payments/components/payment-channels-form";

export const Route = createFileRoute("/_auth/_panel/settings/payment-channels")({ component: PaymentChannelsRoute });

function PaymentChannelsRoute() {
  const { admin } = Route.useRouteContext();
  return <PaymentChannelsPanel isOwner={admin.role === "owner"} />;
}
