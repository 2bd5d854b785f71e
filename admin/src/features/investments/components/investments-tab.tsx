/**
 * The Investment history tab (spec section 2): every investment, searched by the
 * panel's box (user full name, phone or card name).
 */
import { useMemo } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { errorMessage } from "../../../lib/error-message";
import { useInvestments } from "../api/get-investments";
import { filterInvestments } from "../filter-investments";
import { InvestmentRow } from "./investment-row";

export function InvestmentsTab({ query }: { query: string }) {
  const { i18n } = useLingui();
  const investments = useInvestments();
  const all = investments.data;
  const shown = useMemo(() => filterInvestments(all ?? [], query), [all, query]);

  if (investments.isPending) {
    return (
      <p className="muted" role="status">
        <Trans>Loading investments...</Trans>
      </p>
    );
  }
  if (investments.isError) {
    return (
      <p className="notice notice-error" role="alert">
        <Trans>Could not load investments.</Trans> {errorMessage(investments.error, i18n)}
      </p>
    );
  }
  if (shown.length === 0) {
    return (
      <p className="empty">
        {query.trim() ? <Trans>No investments match your search criteria.</Trans> : <Trans>No investments yet.</Trans>}
      </p>
    );
  }
  const shownCount = shown.length;
  return (
    <>
      <p className="muted result-count" role="status">
        <Plural value={shownCount} one="# investment" other="# investments" />
      </p>
      <div className="table-wrap">
        <table className="data-table responsive-table">
          <caption className="visually-hidden">
            <Trans>Investment history</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Investor</Trans>
              </th>
              <th scope="col">
                <Trans>Card</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>Amount</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>Daily return</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>Total earned</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((investment) => (
              <InvestmentRow key={investment.id} investment={investment} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
