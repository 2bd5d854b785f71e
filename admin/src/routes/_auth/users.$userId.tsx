/**
 * /admin/users/$userId: one investor's page (docs/product-rules.md#operator-views): profile,
 * balances, verified payout numbers, ledger entries, requests, investments, referrals and
 * audit entries. A referrer
 * or referral opens that user's page; Back returns to where the admin came from.
 */
import { createFileRoute, Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { overviewParams } from "@app/schema/contracts/admin-overview";
import { can } from "@app/schema/contracts/admin-permissions";
import { msg } from "@lingui/core/macro";
import { userOverviewQueryOptions } from "../../features/user-page/api/get-user-overview";
import { routeStatus } from "../-components/route-status";
import { UserPage } from "../../features/user-page/components/user-page";

export const Route = createFileRoute("/_auth/users/$userId")({
  params: {
    // The same strict id as the API (OPS-1): "0x10" or "1e2" is not a user page.
    parse: ({ userId }) => ({ userId: Number(overviewParams.parse({ id: userId }).id) }),
    stringify: ({ userId }) => ({ userId: String(userId) }),
  },
  loader: ({ context, params }) => context.queryClient.ensureInfiniteQueryData(userOverviewQueryOptions(params.userId)),
  ...routeStatus({ loading: msg`Loading the user...`, failed: msg`Could not load this user.`, above: BackLink, page: true }),
  component: UserPageRoute,
});

function BackLink() {
  return (
    <Link to="/users" className="back-link">
      <Trans>← Back to users</Trans>
    </Link>
  );
}

function UserPageRoute() {
  const { userId } = Route.useParams();
  const { admin } = Route.useRouteContext();
  return (
    <main className="panel">
      <BackLink />
      <UserPage key={userId} userId={userId} mayVerifyNumbers={can(admin.role, "payout-numbers.verify")} />
    </main>
  );
}
