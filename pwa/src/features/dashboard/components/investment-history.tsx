/** Investment history table: date, amount, target daily return, total earned, Active/Inactive. */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { InvestmentView } from "@app/schema/contracts/dashboard";
import { formatDate, formatXaf } from "../../../lib/format";

export function InvestmentHistory({ investments }: { investments: InvestmentView[] }) {
  const { i18n } = useLingui();
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
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col"><Trans>Date</Trans></th>
                  <th scope="col"><Trans>Card</Trans></th>
                  <th scope="col" className="num"><Trans>Amount</Trans></th>
                  <th scope="col" className="num"><Trans>Daily return (target)</Trans></th>
                  <th scope="col" className="num"><Trans>Total earned</Trans></th>
                  <th scope="col"><Trans>Status</Trans></th>
                </tr>
              </thead>
              <tbody>
                {investments.map((inv) => (
                  <tr key={inv.id}>
                    <td>{formatDate(inv.createdAt, i18n.locale)}</td>
                    <td>{inv.cardName}</td>
                    <td className="num">{formatXaf(inv.amount, i18n.locale)}</td>
                    <td className="num">{formatXaf(inv.dailyReturn, i18n.locale)}</td>
                    <td className="num">{formatXaf(inv.totalEarned, i18n.locale)}</td>
                    <td>
                      {inv.isActive ? (
                        <span className="badge badge--ok"><Trans>Active</Trans></span>
                      ) : (
                        <span className="badge"><Trans>Inactive</Trans></span>
                      )}
                      {inv.owedDays > 0 && (
                        <span className="badge badge--pending">
                          <Plural value={inv.owedDays} one="# day pending funding" other="# days pending funding" />
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="stat__note">
            <Trans>Daily returns are targets, not guaranteed, and are paid only from the operator's funded returns reserve.</Trans>
          </p>
        </>
      )}
    </section>
  );
}
