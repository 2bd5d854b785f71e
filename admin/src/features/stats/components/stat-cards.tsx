/** Total users, active investments, total deposits (XAF) and pending withdrawals. */
import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatCount, formatXaf } from "@app/web/money";
import { useStats } from "../api/get-stats";

/** One figure; `amount` for XAF, which shrinks to fit a phone's half-width card. */
function StatCard({ label, value, amount = false }: { label: ReactNode; value: string; amount?: boolean }) {
  return (
    <div className="card stat-card">
      <dt className="stat-label">{label}</dt>
      <dd className={amount ? "stat-value amount" : "stat-value"}>{value}</dd>
    </div>
  );
}

export function StatCards() {
  const { t, i18n } = useLingui();
  const { data } = useStats();
  const locale = i18n.locale;
  return (
    <section aria-label={t`Platform figures`}>
      <dl className="stat-grid">
        <StatCard label={<Trans>Total users</Trans>} value={formatCount(data.totalUsers, locale)} />
        <StatCard label={<Trans>Active investments</Trans>} value={formatCount(data.activeInvestments, locale)} />
        <StatCard label={<Trans>Total deposits</Trans>} value={formatXaf(data.totalDeposits, locale)} amount />
        <StatCard label={<Trans>Pending withdrawals</Trans>} value={formatCount(data.pendingWithdrawals, locale)} />
      </dl>
    </section>
  );
}
