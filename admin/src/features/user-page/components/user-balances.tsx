/** The user page's four balances in whole XAF (docs/product-rules.md#operator-views, OPS-2). */
import { useLingui, Trans } from "@lingui/react/macro";
import type { UserOverviewResponse } from "@app/schema/contracts/admin-overview";
import { formatXaf } from "@app/web/money";

export function UserBalances({ data }: { data: UserOverviewResponse }) {
  const { i18n } = useLingui();
  const b = data.balances;
  const cards = [
    { key: "principal", label: <Trans>Principal</Trans>, value: b.principalXaf },
    { key: "referral", label: <Trans>Referral</Trans>, value: b.referralXaf },
    { key: "invested", label: <Trans>Invested</Trans>, value: b.investedXaf },
    { key: "hold", label: <Trans>Withdrawal hold</Trans>, value: b.withdrawalHoldXaf },
  ];
  return (
    <section aria-labelledby="user-balances-title">
      <h2 id="user-balances-title" className="section-title">
        <Trans>Balances</Trans>
      </h2>
      <div className="summary-grid">
        {cards.map((c) => (
          <div key={c.key} className="summary-card">
            <div className="muted">{c.label}</div>
            <div className="summary-figures">{formatXaf(c.value, i18n.locale)}</div>
          </div>
        ))}
      </div>
    </section>
  );
}
