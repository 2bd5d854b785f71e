/**
 * The public transparency figures: is what investors are promised actually funded? With the
 * rule that a card's return is reserved before it is sold (docs/product-rules.md#reserve,
 * RES-4), and the shortfall of what was promised before it (RES-5).
 */
import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDate, formatXaf } from "@app/web/money";
import { useTransparency } from "../api/get-transparency";
import { SwitchHistory } from "./switch-history";

export function TransparencyFigures() {
  const { i18n } = useLingui();
  // Pending while hydrating, as in the prerendered /terms (lib/public-resource.ts).
  const { data, isError, isPending } = useTransparency();
  const xaf = (v: string) => formatXaf(v, i18n.locale);
  const hours = (h: number | null) => (h === null ? "—" : i18n.number(h, { maximumFractionDigits: 1 }));

  let body: ReactNode;
  if (isPending)
    body = (
      <p className="muted">
        <Trans>Loading...</Trans>
      </p>
    );
  else if (isError || !data)
    body = (
      <p className="muted">
        <Trans>The figures are not available right now. Please try again later.</Trans>
      </p>
    );
  else {
    const asOf = formatDate(data.asOf, i18n.locale, true);
    // The auditor's last verdict, after each daily run (docs/product-rules.md#books-checked).
    const checkedAt = data.booksCheckedAt && formatDate(data.booksCheckedAt, i18n.locale, true);
    const booksChecked = !checkedAt ? (
      <Trans>Not checked yet</Trans>
    ) : data.booksBalanced ? (
      <Trans>Balanced (checked {checkedAt})</Trans>
    ) : (
      <Trans>Discrepancy found (checked {checkedAt})</Trans>
    );
    body = (
      <>
        <p className="small">
          <Trans>
            Every card's whole target return is set aside from the reserve before the card is sold: a card the reserve cannot
            cover reads Currently Unavailable and cannot be bought.
          </Trans>
        </p>
        <dl className="figures">
          <div>
            <dt>
              <Trans>Deposits approved</Trans>
            </dt>
            <dd>{xaf(data.depositsApproved)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Withdrawals paid</Trans>
            </dt>
            <dd>{xaf(data.withdrawalsPaid)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Returns paid</Trans>
            </dt>
            <dd>{xaf(data.returnsPaid)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Referral bonuses paid</Trans>
            </dt>
            <dd>{xaf(data.referralBonusesPaid)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Returns owed (pending funding)</Trans>
            </dt>
            <dd>{xaf(data.returnsOwed)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Returns reserve</Trans>
            </dt>
            <dd>{xaf(data.reserveBalance)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Returns promised and reserved</Trans>
            </dt>
            <dd>{xaf(data.returnsCommitted)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Reserve free for new cards</Trans>
            </dt>
            <dd>{xaf(data.reserveFree)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Promised returns already funded</Trans>
            </dt>
            <dd>{i18n.number(data.promisedReturnsFundedPercent / 100, { style: "percent" })}</dd>
          </div>
          <div>
            <dt>
              <Trans>Shortfall (promised before this rule, not yet funded)</Trans>
            </dt>
            <dd>{xaf(data.returnsShortfall)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Days of current returns the reserve covers</Trans>
            </dt>
            <dd>
              {data.reserveCoverDays == null ? (
                <Trans>No returns due</Trans>
              ) : (
                // "18,744 days", "18 744 jours": grouped, with its unit, by Intl (CLDR units).
                i18n.number(data.reserveCoverDays, { style: "unit", unit: "day", unitDisplay: "long" })
              )}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Pending withdrawals</Trans>
            </dt>
            <dd>{data.pendingWithdrawals.count}</dd>
          </div>
          <div>
            <dt>
              <Trans>Oldest pending withdrawal (hours)</Trans>
            </dt>
            <dd>{hours(data.pendingWithdrawals.oldestAgeHours)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Median time to decide a withdrawal (hours)</Trans>
            </dt>
            <dd>{hours(data.medianWithdrawalDecisionHours)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Books checked</Trans>
            </dt>
            <dd>{booksChecked}</dd>
          </div>
        </dl>
        <SwitchHistory changes={data.switchHistory} />
        <p className="stat__note">
          <Trans>Figures as of {asOf}.</Trans>
        </p>
      </>
    );
  }

  return (
    <section aria-labelledby="transparency-title">
      <h2 id="transparency-title">
        <Trans>Transparency figures</Trans>
      </h2>
      {body}
    </section>
  );
}
