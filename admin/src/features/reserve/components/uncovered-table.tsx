/**
 * The uncovered investments (docs/product-rules.md#reserve, RES-5): bought before returns
 * were funded at purchase and not yet covered by the reserve, oldest first, the next to be
 * funded on top. Each names its investor (a link to their page) and what is left to fund;
 * nothing shows once every promise is funded.
 */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ReserveStatus } from "@app/schema/contracts/reserve";
import { formatXaf } from "@app/web/money";
import { UserLink } from "../../../components/user-link";

export function UncoveredTable({ uncovered, shortfall }: { uncovered: ReserveStatus["uncovered"]; shortfall: string }) {
  const { i18n } = useLingui();
  if (uncovered.count === 0) return null;
  const total = formatXaf(shortfall, i18n.locale);
  const shown = uncovered.oldest.length;
  return (
    <section className="stack" aria-labelledby="uncovered-title">
      <h2 id="uncovered-title" className="section-title">
        <Trans>Promised returns not yet funded</Trans>
      </h2>
      <p className="notice notice-warning" role="status">
        <Plural
          value={uncovered.count}
          one="# investment bought before returns were reserved at purchase is not covered yet."
          other="# investments bought before returns were reserved at purchase are not covered yet."
        />{" "}
        <Trans>
          Left to fund, with the referral bonuses owed: {total}. Funding the reserve covers them, oldest first; the public
          transparency page shows this shortfall until then.
        </Trans>
      </p>
      <div className="table-wrap table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">
            <Trans>The oldest {shown} uncovered investments</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Investment</Trans>
              </th>
              <th scope="col">
                <Trans>Investor</Trans>
              </th>
              <th scope="col">
                <Trans>Card</Trans>
              </th>
              <th scope="col">
                <Trans>Bought on</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>Left to fund</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {uncovered.oldest.map((row) => (
              <tr key={row.investmentId}>
                <th scope="row" className="nowrap">
                  #{row.investmentId}
                </th>
                <td>
                  <UserLink userId={row.userId} name={row.fullName} />
                </td>
                <td>{row.cardName}</td>
                <td className="nowrap">{row.startDay}</td>
                <td className="num nowrap">{formatXaf(row.toFund, i18n.locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
