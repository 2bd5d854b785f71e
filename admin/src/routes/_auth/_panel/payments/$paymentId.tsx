/**
 * /admin/payments/$paymentId: one payment's facts, history and raw provider answers, with
 * 'Check status now'. The list's filters ride along in the search, so Back returns to them.
 */
import { createFileRoute, Link, notFound } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { paymentQueryOptions } from "../../../../features/payments/api/get-payment";
import { routeStatus } from "../../../-components/route-status";
import { PaymentDetail } from "../../../../features/payments/components/payment-detail";
import { paymentSearch } from "../../../../lib/payment-search";

export const Route = createFileRoute("/_auth/_panel/payments/$paymentId")({
  params: {
    // Our payment ids are UUIDs; anything else is no payment page.
    parse: ({ paymentId }) => {
      if (!/^[0-9A-Za-z-]{1,64}$/.test(paymentId)) throw notFound();
      return { paymentId };
    },
    stringify: ({ paymentId }) => ({ paymentId }),
  },
  validateSearch: paymentSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(paymentQueryOptions(params.paymentId)),
  ...routeStatus({ loading: msg`Loading the payment...`, failed: msg`Could not load the payment.` }),
  component: PaymentRoute,
});

function PaymentRoute() {
  const { paymentId } = Route.useParams();
  const search = Route.useSearch();
  return (
    <div className="stack">
      <Link to="/payments" search={search} className="back-link">
        <Trans>← Back to payments</Trans>
      </Link>
      <PaymentDetail key={paymentId} paymentId={paymentId} />
    </div>
  );
}
