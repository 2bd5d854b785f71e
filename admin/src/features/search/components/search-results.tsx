/**
 * Global search results (docs/product-rules.md#operator-views, OPS-4): users, transactions
 * and investment cards matching `query`, grouped by kind, each row opening its page through
 * `onOpen(kind, id)` (a transaction opens its user's page). Not wired to a route or a
 * search box here: the shell passes the query.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { errorMessage } from "../../../lib/error-message";
import { formatDateTime, formatPhone, formatXaf } from "../../../lib/format";
import { MIN_SEARCH_LENGTH, useSearch } from "../api/search";

export type SearchOpenKind = "user" | "card";

interface SearchResultsProps {
  query: string;
  onOpen: (kind: SearchOpenKind, id: number) => void;
}

export function SearchResults({ query, onOpen }: SearchResultsProps) {
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
                    <button type="button" className="button button-small" onClick={() => onOpen("user", u.id)}>
                      {u.fullName ?? t`(erased)`} #{u.id}
                    </button>
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
                      <button type="button" className="button button-small" onClick={() => onOpen("user", tx.userId!)}>
                        {tx.userName ?? t`(erased)`} #{tx.userId}
                      </button>
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
                    <button type="button" className="button button-small" onClick={() => onOpen("card", c.id)}>
                      {c.name} #{c.id}
                    </button>
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
