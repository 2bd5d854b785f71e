/**
 * Global search results (docs/product-rules.md#operator-views, OPS-4): users, transactions
 * and investment cards matching `query`, grouped by kind, each row a link to its page (a
 * user or a transaction opens the user's page, a card the cards tab filtered to it).
 * /admin/search?q= renders it with the header's query.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { errorMessage } from "../../../lib/error-message";
import { formatDateTime, formatPhone, formatXaf } from "../../../lib/format";
import { MIN_SEARCH_LENGTH, useSearch } from "../api/search";
import { Link } from "@tanstack/react-router";

interface SearchResultsProps {
  query: string;
}

export function SearchResults({ query }: SearchResultsProps) {
  const { i18n, t } = useLingui();
  const trimmed = query.trim();
  const search = useSearch(trimmed);

  if (trimmed.length < MIN_SEARCH_LENGTH) {
    return (
      <p className="muted">
        <Trans>Type at least 2 characters: a name, phone, referral code, transaction ID, amount or card.</Trans>
      </p>
    );
  }
  if (search.isPending) {
    return (
      <p className="muted" role="status">
        <Trans>Searching...</Trans>
      </p>
    );
  }
  if (search.isError) {
    return (
      <p className="notice notice-error" role="alert">
        <Trans>The search failed.</Trans> {errorMessage(search.error, i18n)}
      </p>
    );
  }
  const { users, transactions, cards } = search.data;
  const userCount = users.length;
  const transactionCount = transactions.length;
  const cardCount = cards.length;
  if (users.length + transactions.length + cards.length === 0) {
    return (
      <p className="empty" role="status">
        <Trans>Nothing matches “{trimmed}”.</Trans>
      </p>
    );
  }

  return (
    <section className="stack" aria-label={t`Search results`}>
      {users.length > 0 && (
        <div className="table-wrap">
          <table className="data-table compact-table">
            <caption>
              <Trans>Users ({userCount})</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>Phone</Trans>
                </th>
                <th scope="col">
                  <Trans>Referral code</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((u) => (
                <tr key={u.id}>
                  <th scope="row">
                    <Link to="/users/$userId" params={{ userId: u.id }} className="user-name">
                      {u.fullName ?? t`(erased)`} #{u.id}
                    </Link>
                  </th>
                  <td translate="no">{u.phone ? formatPhone(u.phone) : "—"}</td>
                  <td translate="no">{u.referralCode ?? "—"}</td>
                  <td>
                    {u.isActive ? (
                      <span className="badge badge-success">
                        <Trans>Active</Trans>
                      </span>
                    ) : (
                      <span className="badge badge-danger">
                        <Trans>Suspended</Trans>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {transactions.length > 0 && (
        <div className="table-wrap">
          <table className="data-table compact-table">
            <caption>
              <Trans>Transactions ({transactionCount})</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Date & time</Trans>
                </th>
                <th scope="col">
                  <Trans>What</Trans>
                </th>
                <th scope="col" className="amount">
                  <Trans>Amount</Trans>
                </th>
                <th scope="col">
                  <Trans>User</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {transactions.map((tx) => (
                <tr key={`${tx.source}:${tx.id}`}>
                  <td className="nowrap">{formatDateTime(tx.createdAt, i18n.locale)}</td>
                  <td translate="no">
                    {tx.kind} #{tx.id}
                    {tx.status && <span className="cell-sub">{tx.status}</span>}
                    {tx.reference && (
                      <span className="cell-sub">
                        <code>{tx.reference}</code>
                      </span>
                    )}
                  </td>
                  <td className="amount">{formatXaf(tx.amountXaf, i18n.locale)}</td>
                  <td>
                    {tx.userId !== null ? (
                      <Link to="/users/$userId" params={{ userId: tx.userId }} className="user-name">
                        {tx.userName ?? t`(erased)`} #{tx.userId}
                      </Link>
                    ) : (
                      <span className="muted">
                        <Trans>Platform</Trans>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cards.length > 0 && (
        <div className="table-wrap">
          <table className="data-table compact-table">
            <caption>
              <Trans>Investment cards ({cardCount})</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Card</Trans>
                </th>
                <th scope="col">
                  <Trans>Collection</Trans>
                </th>
                <th scope="col" className="amount">
                  <Trans>Amount</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {cards.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    <Link to="/cards" search={{ q: c.name }} className="user-name">
                      {c.name} #{c.id}
                    </Link>
                    {!c.isActive && (
                      <span className="badge badge-neutral">
                        <Trans>Inactive</Trans>
                      </span>
                    )}
                  </th>
                  <td>{c.collection}</td>
                  <td className="amount">{formatXaf(c.investmentAmountXaf, i18n.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
