/** Total users, active investments, total deposits (XAF) and pending withdrawals. */
import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { errorMessage } from "../../../lib/error-message";
import { formatCount, formatXaf } from "@app/web/money";
import { useStats } from "../api/get-stats";

function StatCard({ label, value }: { label: ReactNode; value: string }) {
  return (
    <div className="card stat-card">
      <dt className="stat-label">{label}</dt>
      <dd className="stat-value">{value}</dd>
    </div>
  );
}

export function StatCards() {
  const { t, i18n } = useLingui();
  const stats = useStats();
  const locale = i18n.locale;

  if (stats.isError) {
    return (
      <p className="notice notice-error" role="alert">
        <Trans>Could not load the figures.</Trans> {errorMessage(stats.error, i18n)}
      </p>
    );
  }
  const data = stats.data;
  const placeholder = "…";
  return (
    <section aria-label={t`Platform figures`} aria-busy={stats.isPending}>
      <dl className="stat-grid">
        <StatCard label={<Trans>Total users</Trans>} value={data ? formatCount(data.totalUsers, locale) : placeholder} />
        <StatCard
          label={<Trans>Active investments</Trans>}
          value={data ? formatCount(data.activeInvestments, locale) : placeholder}
        />
        <StatCard label={<Trans>Total deposits</Trans>} value={data ? formatXaf(data.totalDeposits, locale) : placeholder} />
        <StatCard
          label={<Trans>Pending withdrawals</Trans>}
          value={data ? formatCount(data.pendingWithdrawals, locale) : placeholder}
        />
      </dl>
    </section>
  );
}
