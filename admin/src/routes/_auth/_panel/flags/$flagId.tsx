/** /admin/flags/$flagId: one money-laundering flag, its notes, closing and case report (docs/product-rules.md#aml-flags). */
import { createFileRoute, Link, notFound } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { flagQueryOptions } from "../../../../features/flags/api/flags";
import { FlagPage } from "../../../../features/flags/components/flag-page";
import { mayUse } from "../../../../lib/permissions";
import { routeStatus } from "../../../-components/route-status";

export const Route = createFileRoute("/_auth/_panel/flags/$flagId")({
  params: {
    parse: ({ flagId }) => {
      if (!/^[1-9][0-9]{0,15}$/.test(flagId)) throw notFound();
      return { flagId: Number(flagId) };
    },
    stringify: ({ flagId }) => ({ flagId: String(flagId) }),
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(flagQueryOptions(params.flagId)),
  ...routeStatus({ loading: msg`Loading the flag...`, failed: msg`Could not load the flag.` }),
  component: FlagRoute,
});

function FlagRoute() {
  const { flagId } = Route.useParams();
  const { admin } = Route.useRouteContext();
  return (
    <div className="stack">
      <Link to="/flags" className="back-link">
        <Trans>← Back to flags</Trans>
      </Link>
      <FlagPage key={flagId} flagId={flagId} username={admin.username} mayReview={mayUse(admin.role, "reviewFlags")} />
    </div>
  );
}
