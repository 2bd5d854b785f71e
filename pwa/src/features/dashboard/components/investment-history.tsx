/**
 * Investment history (docs/product-rules.md#screen-dashboard): date, card, amount, target
 * daily return, total earned, days paid of the term with those pending funding, maturity,
 * Active/Inactive, and the days paused with their reason (RET-5). A table on wide screens, a list on phones, like the transaction
 * history.
 */
import type { ReactNode } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { InvestmentView } from "@app/schema/contracts/dashboard";
import { formatDate, formatXaf } from "@app/web/money";
import { formatDay } from "./format-day";
import { PausedDays } from "./paused-days";

export function InvestmentHistory({ investments }: { investments: InvestmentView[] }) {
  const { i18n } = useLingui();
  const xaf = (v: string) => formatXaf(v, i18n.locale);
  const badges = (inv: InvestmentView): ReactNode => (
    <>
      {inv.isActive ? (
        <span className="badge badge--ok">
          <Trans>Active</Trans>
        </span>
      ) : (
        <span className="badge">
          <Trans>Inactive</Trans>
        </span>
      )}
      {inv.owedDays > 0 && (
        <span className="badge badge--pending badge--gap">
          <Plural value={inv.owedDays} one="# day pending funding" other="# days pending funding" />
        </span>
      )}
    </>
  );
  // A card's French name to a French reader, its English one otherwise (issue 34).
  const cardNameOf = (inv: InvestmentView) => (i18n.locale === "fr" && inv.cardNameFr) || inv.cardName;
  const days = (inv: InvestmentView) => {
    const paid = inv.paidDays;
    const term = inv.durationDays;
    return (
      <Trans>
        {paid} of {term}
      </Trans>
    );
  };

  return (
    <section className="card" aria-labelledby="investments-title">
      <h2 id="investments-title">
        <Trans>Investment history</Trans>
      </h2>
      {investments.length === 0 ? (
        <p className="empty">
          <Trans>No investments yet. Browse the projects to make your first one.</Trans>
        </p>
      ) : (
        <>
          <div className="table-wrap table-view">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Date</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Card</Trans>
                  </th>
                  <th scope="col" className="num">
                    <Trans>Amount</Trans>
                  </th>
                  <th scope="col" className="num">
                    <Trans>Daily return (target)</Trans>
                  </th>
                  <th scope="col" className="num">
                    <Trans>Total earned</Trans>
                  </th>
                  <th scope="col" className="num">
                    <Trans>Days paid</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Matures on</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Status</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {investments.map((inv) => (
                  <tr key={inv.id}>
                    <td>{formatDate(inv.createdAt, i18n.locale)}</td>
                    <td>{cardNameOf(inv)}</td>
                    <td className="num">{xaf(inv.amount)}</td>
                    <td className="num">{xaf(inv.dailyReturn)}</td>
                    <td className="num">{xaf(inv.totalEarned)}</td>
                    <td className="num">{days(inv)}</td>
                    <td>{formatDay(inv.maturesOn, i18n.locale)}</td>
                    <td>
                      {badges(inv)}
                      <PausedDays paused={inv.pausedDays} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="list list-view">
            {investments.map((inv) => {
              const daily = xaf(inv.dailyReturn);
              const matures = formatDay(inv.maturesOn, i18n.locale);
              const paid = days(inv);
              return (
                <li key={inv.id}>
                  <div>
                    <strong>{cardNameOf(inv)}</strong>
                    <div className="small muted">
                      {formatDate(inv.createdAt, i18n.locale)} · <Trans>target {daily} a day</Trans>
                    </div>
                    <div className="small">
                      <Trans>Days paid: {paid}</Trans> · <Trans>Matures on {matures}</Trans>
                    </div>
                    <div>{badges(inv)}</div>
                    <PausedDays paused={inv.pausedDays} />
                  </div>
                  <div className="num">
                    <div>{xaf(inv.amount)}</div>
                    <div className="small amount--in">
                      <Trans>Earned</Trans> {xaf(inv.totalEarned)}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="stat__note">
            <Trans>
              Daily returns are targets, not guaranteed, and are paid only from the operator's funded returns reserve.
            </Trans>
          </p>
        </>
      )}
    </section>
  );
}
