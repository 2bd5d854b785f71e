/** The trial balance total, shown large: 0 means balanced; anything else is an alarm. */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatXaf } from "@app/web/money";

export function TrialBalanceTotal({ totalXaf, accountCount }: { totalXaf: number; accountCount: number }) {
  const { i18n } = useLingui();
  const balanced = totalXaf === 0;
  return (
    <div className={balanced ? "card total-card total-ok" : "card total-card total-bad"} role={balanced ? undefined : "alert"}>
      <p className="stat-label">
        <Trans>Sum of all balances</Trans>
      </p>
      <p className="total-value">{formatXaf(totalXaf, i18n.locale)}</p>
      <p className="total-verdict">
        {balanced ? (
          <Trans>Balanced: every franc has a matching entry.</Trans>
        ) : (
          <Trans>Out of balance: the books must sum to 0. Stop approving money moves and investigate.</Trans>
        )}
      </p>
      <p className="muted small">
        <Plural value={accountCount} one="# account" other="# accounts" />
      </p>
    </div>
  );
}
