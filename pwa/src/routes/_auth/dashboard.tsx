/** /dashboard (docs/product-rules.md#screen-dashboard): loads the dashboard before rendering. */
import { useEffect } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Trans } from "@lingui/react/macro";
import { dashboardQueryOptions, useDashboard } from "../../features/dashboard/api/get-dashboard";
import { SummaryCards } from "../../features/dashboard/components/summary-cards";
import { AccountInfo } from "../../features/dashboard/components/account-info";
import { ReferralCard } from "../../features/dashboard/components/referral-card";
import { ReturnsPausedNotice } from "../../features/dashboard/components/returns-paused-notice";
import { TransactionHistory } from "../../features/dashboard/components/transaction-history";
import { InvestmentHistory } from "../../features/dashboard/components/investment-history";
import { DataRights } from "../../features/dashboard/components/data-rights";
import { StatementLinks } from "../../features/dashboard/components/statement-links";
import { LiabilitiesLink } from "../../features/dashboard/components/liabilities-link";
import { MoneyRequests } from "../../features/dashboard/components/money-requests";
import { VerificationLine } from "../../features/dashboard/components/verification-line";
import { userQueryKey } from "../../features/auth/api/get-user";
import { ChangePasswordForm } from "../../features/auth/components/change-password-form";
import { MoneyActions } from "./-components/money-actions";
import { NotificationBell } from "../../features/dashboard/notifications/notification-bell";
import { referralLink } from "../../lib/referral-link";
import { toastRefreshFailed } from "../../features/offline/refresh-failed";

export const Route = createFileRoute("/_auth/dashboard")({
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQueryOptions()),
  component: DashboardPage,
});

function DashboardPage() {
  const queryClient = useQueryClient();
  const { data, refetch, isRefetching } = useDashboard();
  const fullName = data.user.fullName;

  // The dashboard carries the freshest user: keep the top bar and drawer in step.
  useEffect(() => {
    queryClient.setQueryData(userQueryKey, data.user);
  }, [data.user, queryClient]);

  const onRefresh = async () => {
    const result = await refetch();
    if (result.isError) toastRefreshFailed(result.error);
  };

  return (
    <>
      <div className="page-head">
        <div>
          <h1>
            <Trans>Dashboard</Trans>
          </h1>
          <p className="muted">
            <Trans>Welcome back, {fullName}</Trans>
          </p>
        </div>
        <div className="button-row">
          <NotificationBell />
          <button type="button" className="button button--outline button--small" onClick={onRefresh} disabled={isRefetching}>
            {isRefetching ? <Trans>Refreshing...</Trans> : <Trans>Refresh</Trans>}
          </button>
        </div>
      </div>
      <MoneyActions />
      <VerificationLine verification={data.verification} phone={data.user.phone} />
      <ReturnsPausedNotice reason={data.returnsPaused} />
      <SummaryCards data={data} />
      <div className="grid grid--2">
        <AccountInfo user={data.user}>
          <details className="change-password">
            <summary>
              <Trans>Change password</Trans>
            </summary>
            <ChangePasswordForm />
          </details>
          <DataRights />
        </AccountInfo>
        <ReferralCard data={data} link={referralLink(data.user.referralCode)} />
      </div>
      <MoneyRequests first={data.moneyRequests} />
      <TransactionHistory transactions={data.transactions} more={data.moreTransactions} />
      <InvestmentHistory investments={data.investments} />
      <StatementLinks />
      <LiabilitiesLink />
    </>
  );
}
