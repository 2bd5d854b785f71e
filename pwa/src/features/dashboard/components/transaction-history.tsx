/**
 * Transaction history, as a table on wide screens and as a list on phones (spec
 * section 2 shows it both ways); amounts are signed from the investor's side, and an
 * adjustment shows the admin's reason. A withdrawal is one line (the API gives its hold
 * only) with its state, fee and the amount received; a rejected one's amount is shown
 * without a sign, since it came back. The newest movements only (`more` when there are
 * older ones): the statement has them all (docs/product-rules.md#limits).
 */
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TransactionView } from "@app/schema/contracts/dashboard";
import { formatDate, formatXaf } from "@app/web/money";
import { detailText, isNeutral, kindLabel, statusLabel } from "./transaction-labels";
import { WithdrawalLine } from "./withdrawal-line";

export function TransactionHistory({ transactions, more }: { transactions: TransactionView[]; more: boolean }) {
  const { i18n } = useLingui();
  const amount = (tx: TransactionView) => {
    const returned = tx.withdrawal !== null && tx.status === "failed";
    const out = tx.amount.startsWith("-") && !returned;
    const neutral = isNeutral(tx.type) || returned;
    return (
      <span className={neutral ? "amount--neutral" : out ? "amount--out" : "amount--in"}>
        {out || neutral ? "" : "+"}
        {formatXaf(returned ? tx.amount.slice(1) : tx.amount, i18n.locale)}
      </span>
    );
  };
  const status = (tx: TransactionView) => {
    const s = statusLabel(tx.type, tx.status);
    return <span className={`badge badge--${s.tone}`}>{i18n._(s.label)}</span>;
  };
  const details = (tx: TransactionView) => detailText(i18n, tx.type, tx.memo, tx.links, tx.cardNameFr);
  const detailCell = (tx: TransactionView) =>
    tx.withdrawal ? (
      <WithdrawalLine status={tx.status} withdrawal={tx.withdrawal} details={details(tx)} />
    ) : (
      details(tx) && <div className="small list__detail">{details(tx)}</div>
    );

  return (
    <section className="card" aria-labelledby="transactions-title">
      <h2 id="transactions-title">
        <Trans>Transaction history</Trans>
      </h2>
      {transactions.length === 0 ? (
        <p className="empty">
          <Trans>No transactions yet. Your deposits, withdrawals and returns will appear here.</Trans>
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
                    <Trans>Type</Trans>
                  </th>
                  <th scope="col" className="num">
                    <Trans>Amount</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Status</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Details</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {transactions.map((tx) => (
                  <tr key={tx.id}>
                    <td>{formatDate(tx.createdAt, i18n.locale, true)}</td>
                    <td>{i18n._(kindLabel(tx.type))}</td>
                    <td className="num">{amount(tx)}</td>
                    <td>{status(tx)}</td>
                    <td className="table__wrap">{detailCell(tx)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="list list-view">
            {transactions.map((tx) => (
              <li key={tx.id}>
                <div>
                  <strong>{i18n._(kindLabel(tx.type))}</strong>
                  <div className="small muted">{formatDate(tx.createdAt, i18n.locale, true)}</div>
                  {detailCell(tx)}
                </div>
                <div className="num">
                  <div>{amount(tx)}</div>
                  {status(tx)}
                </div>
              </li>
            ))}
          </ul>
          {more && (
            <p className="small muted">
              <Trans>
                These are your newest movements. <Link to="/statement">The statement</Link> has them all.
              </Trans>
            </p>
          )}
        </>
      )}
    </section>
  );
}
