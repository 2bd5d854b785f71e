/**
 * The printable statement (docs/product-rules.md#statements): per account, the movements with money
 * in and out and the running balance, newest first; a list on phones, a table on wide
 * screens and on paper, where the print stylesheet also drops the frame and the buttons.
 * A withdrawal is one line, its hold on principal, with its state, fee and the amount
 * received (the API leaves the withdrawal-hold account's entries to the CSV).
 * Entries come 100 at a time: `more` offers the next ones (STM-2), and what is loaded is
 * what prints.
 */
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AuthUser } from "@app/schema/contracts/auth";
import { formatDate, formatPhone, formatXaf } from "@app/web/money";
import type { StatementAccount, StatementEntry } from "../api/get-statement";
import { accountLabel, detailText, kindLabel, statusLabel } from "./transaction-labels";
import { WithdrawalLine } from "./withdrawal-line";
import "../../../signed-in.css";

const ORDER: StatementAccount[] = ["principal", "referral", "invested", "withdrawal_hold"];

/** Older entries to load on demand, or null when every entry is loaded. */
export interface StatementMore {
  loading: boolean;
  load: () => void;
}

export function StatementView({
  user,
  entries,
  more,
}: {
  user: AuthUser;
  entries: StatementEntry[];
  more: StatementMore | null;
}) {
  const { i18n } = useLingui();
  const xaf = (n: number) => (n === 0 ? "" : formatXaf(n, i18n.locale));
  const lang = i18n.locale === "fr" ? "fr" : "en";
  const generated = formatDate(new Date().toISOString(), i18n.locale, true);
  const kind = (e: StatementEntry) => {
    if (!e.withdrawal) return i18n._(kindLabel(e.kind));
    const s = statusLabel(e.kind, e.withdrawal.status);
    return (
      <>
        {i18n._(kindLabel(e.kind))} <span className={`badge badge--${s.tone}`}>{i18n._(s.label)}</span>
      </>
    );
  };
  const details = (e: StatementEntry) => {
    const text = detailText(i18n, e.kind, e.memo, e.links, e.cardNameFr);
    if (e.withdrawal) return <WithdrawalLine status={e.withdrawal.status} withdrawal={e.withdrawal} details={text} />;
    return text && <div className="small list__detail">{text}</div>;
  };
  const accounts = ORDER.map((account) => ({ account, rows: entries.filter((e) => e.account === account) })).filter(
    (a) => a.rows.length > 0,
  );

  return (
    <article className="card statement">
      <h1>
        <Trans>Statement of account</Trans>
      </h1>
      <dl className="details">
        <dt>
          <Trans>Full name</Trans>
        </dt>
        <dd>{user.fullName}</dd>
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd>{formatPhone(user.phone)}</dd>
        <dt>
          <Trans>Generated on</Trans>
        </dt>
        <dd>{generated}</dd>
      </dl>
      <p className="small muted">
        <Trans>Dates and times are in Cameroon time (Africa/Douala). Amounts in XAF.</Trans>
      </p>
      <div className="button-row no-print">
        <button type="button" className="button button--small" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </button>
        <a className="button button--outline button--small" href={`/api/user/statement.csv?lang=${lang}`} download>
          <Trans>Download statement (CSV)</Trans>
        </a>
        <Link to="/dashboard" className="button button--outline button--small">
          <Trans>Back to dashboard</Trans>
        </Link>
      </div>
      {accounts.length === 0 && (
        <p className="empty">
          <Trans>No movements yet.</Trans>
        </p>
      )}
      {accounts.map(({ account, rows }) => (
        <section key={account} className="statement__account" aria-labelledby={`statement-${account}`}>
          <h2 id={`statement-${account}`}>{i18n._(accountLabel(account))}</h2>
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
                  <th scope="col">
                    <Trans>Details</Trans>
                  </th>
                  <th scope="col" className="num">
                    <Trans>Money out</Trans>
                  </th>
                  <th scope="col" className="num">
                    <Trans>Money in</Trans>
                  </th>
                  <th scope="col" className="num">
                    <Trans>Balance</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((e, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: entries never reorder; a transfer has two entries, so no field alone is unique
                  <tr key={i}>
                    <td>{formatDate(e.at, i18n.locale, true)}</td>
                    <td>{kind(e)}</td>
                    <td className="table__wrap">{details(e)}</td>
                    <td className="num">{xaf(e.debitXaf)}</td>
                    <td className="num">{xaf(e.creditXaf)}</td>
                    <td className="num">{formatXaf(e.balanceXaf, i18n.locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="list list-view">
            {rows.map((e, i) => {
              const balance = formatXaf(e.balanceXaf, i18n.locale);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries never reorder; a transfer has two entries, so no field alone is unique
                <li key={i}>
                  <div>
                    <strong>{kind(e)}</strong>
                    <div className="small muted">{formatDate(e.at, i18n.locale, true)}</div>
                    {details(e)}
                  </div>
                  <div className="num">
                    {e.creditXaf > 0 && <div className="amount--in">+{formatXaf(e.creditXaf, i18n.locale)}</div>}
                    {e.debitXaf > 0 && <div className="amount--out">-{formatXaf(e.debitXaf, i18n.locale)}</div>}
                    <div className="small muted">
                      <Trans>Balance {balance}</Trans>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {more && (
        <div className="button-row no-print">
          <p className="small muted">
            <Trans>Older movements are not shown yet.</Trans>
          </p>
          <button type="button" className="button button--outline button--small" onClick={more.load} disabled={more.loading}>
            {more.loading ? <Trans>Loading...</Trans> : <Trans>Load more</Trans>}
          </button>
        </div>
      )}
    </article>
  );
}
