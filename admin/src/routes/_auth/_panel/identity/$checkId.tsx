/** /admin/identity/$checkId: one identity check's review (docs/product-rules.md#identity, IDV-4..IDV-6). */
import { createFileRoute, Link, notFound } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { identityCheckQueryOptions } from "../../../../features/identity/api/get-identity-checks";
import { IdentityReview } from "../../../../features/identity/components/identity-review";
import { routeStatus } from "../../../-components/route-status";

export const Route = createFileRoute("/_auth/_panel/identity/$checkId")({
  params: {
    parse: ({ checkId }) => {
      if (!/^[1-9][0-9]{0,15}$/.test(checkId)) throw notFound();
      return { checkId };
    },
    stringify: ({ checkId }) => ({ checkId }),
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(identityCheckQueryOptions(Number(params.checkId))),
  ...routeStatus({ loading: msg`Loading the identity check...`, failed: msg`Could not load the identity check.` }),
  component: CheckRoute,
});

function CheckRoute() {
  const { checkId } = Route.useParams();
  return (
    <div className="stack">
      <Link to="/identity" className="back-link">
        <Trans>← Back to identity checks</Trans>
      </Link>
      <IdentityReview key={checkId} checkId={Number(checkId)} />
    </div>
  );
}
