/**
 * Pending, Approved and Rejected: each with its count and XAF total
 * (docs/product-rules.md#admin-panel), as the server summed them over every matching
 * request (docs/product-rules.md#admin-lists).
 */
import type { ReactNode } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatXaf } from "@app/web/money";
import { listCount } from "../../../lib/list-count";
import type { WithdrawalStatus } from "../api/get-withdrawals";

function SummaryCard({ label, count, totalXaf, tone }: { label: ReactNode; count: number; totalXaf: number; tone: string }) {
  const { i18n } = useLingui();
  const requests = listCount(count, i18n.locale);
  return (
    <div className={`card summary-card summary-${tone}`}>
      <dt className="stat-label">{label}</dt>
      <dd className="summary-figures">
        <span className="stat-value">{formatXaf(totalXaf, i18n.locale)}</span>
        <span className="muted">
          <Plural value={count} one={`${requests} request`} other={`${requests} requests`} />
        </span>
      </dd>
    </div>
  );
}

interface WithdrawalSummaryCardsProps {
  counts: Record<WithdrawalStatus, number>;
  totalsXaf: Record<WithdrawalStatus, number>;
}

export function WithdrawalSummaryCards({ counts, totalsXaf }: WithdrawalSummaryCardsProps) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Withdrawal totals`}>
      <dl className="summary-grid">
        <SummaryCard label={<Trans>Pending</Trans>} tone="pending" count={counts.pending} totalXaf={totalsXaf.pending} />
        <SummaryCard label={<Trans>Approved</Trans>} tone="approved" count={counts.completed} totalXaf={totalsXaf.completed} />
        <SummaryCard label={<Trans>Rejected</Trans>} tone="rejected" count={counts.failed} totalXaf={totalsXaf.failed} />
      </dl>
    </section>
  );
}
