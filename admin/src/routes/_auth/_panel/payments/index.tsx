/**
 * /admin/payments?status=&direction=: provider transactions, reconciliation differences,
 * operator availability and the payment channels.
 */
import { createFileRoute } from "@tanstack/react-router";
import { PaymentsTab } from "../../../../features/payments/components/payments-tab";
import { paymentSearch } from "../../../../lib/payment-search";

export const Route = createFileRoute("/_auth/_panel/payments/")({
  validateSearch: paymentSearch,
  component: PaymentsRoute,
});

function PaymentsRoute() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  const { admin } = Route.useRouteContext();
  return (
    <PaymentsTab
      filter={filter}
      onFilter={(next) => void navigate({ search: next, replace: true })}
      isOwner={admin.role === "owner"}
    />
  );
}
