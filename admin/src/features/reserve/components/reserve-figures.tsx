/**
 * The reserve's figures as cards: what it holds, free and committed (RES-4), the share of
 * promises funded, what is owed, and 'Days covered' ('No returns due' when none are).
 */
import type { ReactNode } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ReserveStatus } from "@app/schema/contracts/reserve";
import { formatXaf } from "@app/web/money";

/** One figure; `amount` for XAF, which shrinks to fit a phone's half-width card. */
function Figure({
  label,
  hint,
  amount = false,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  amount?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="card stat-card">
      <dt className="stat-label">
        {label}
        {hint && <span className="stat-hint">{hint}</span>}
      </dt>
      <dd className={amount ? "stat-value amount" : "stat-value"}>{children}</dd>
    </div>
  );
}

export function ReserveFigures({ status }: { status: ReserveStatus }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const days = status.reserveCoverDays;
  return (
    <section aria-label={t`Returns reserve`}>
      <dl className="stat-grid reserve-grid">
        <Figure label={<Trans>Reserve balance</Trans>} hint={<Trans>free and committed</Trans>} amount>
          {formatXaf(status.reserveBalance, locale)}
        </Figure>
        <Figure label={<Trans>Committed returns</Trans>} hint={<Trans>promised, funded, not yet paid</Trans>} amount>
          {formatXaf(status.returnsCommitted, locale)}
        </Figure>
        <Figure label={<Trans>Free reserve</Trans>} hint={<Trans>funds new cards</Trans>} amount>
          {formatXaf(status.reserveFree, locale)}
        </Figure>
        <Figure label={<Trans>Promised returns funded</Trans>}>
          {i18n.number(status.promisedReturnsFundedPercent / 100, { style: "percent" })}
        </Figure>
        <Figure label={<Trans>Returns owed</Trans>} hint={<Trans>pending funding</Trans>} amount>
          {formatXaf(status.returnsOwed, locale)}
        </Figure>
        <Figure label={<Trans>Referral bonuses owed</Trans>} amount>
          {formatXaf(status.referralBonusesOwed, locale)}
        </Figure>
        <Figure label={<Trans>Daily returns due</Trans>} hint={<Trans>per day, at current investments</Trans>} amount>
          {formatXaf(status.dailyReturnsDue, locale)}
        </Figure>
        <Figure label={<Trans>Days covered</Trans>}>
          {days === null ? <Trans>No returns due</Trans> : <Plural value={days} one="# day" other="# days" />}
        </Figure>
      </dl>
    </section>
  );
}
