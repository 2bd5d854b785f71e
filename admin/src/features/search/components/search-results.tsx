/**
 * Global search results (docs/product-rules.md#operator-views, OPS-4): users, transactions
 * and investment cards matching `query`, grouped by kind, each row a link to its page (a
 * user or a transaction opens the user's page, a payment also its own page, a card the cards
 * tab filtered to it). A text too short to send says what the search takes.
 * /admin/search?q= renders it with the header's query.
 */
import type { ReactNode } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime, formatPhone, formatXaf } from "@app/web/money";
import { isSearchable, useSearch } from "../api/search";
import { Link } from "@tanstack/react-router";
import { Cell, DataTable, Row } from "../../../components/ui/table";
import { PaymentStatusBadge } from "../../../components/payment-status-badge";
import { RequestStatusBadge } from "../../../components/request-status-badge";
import { targetTypeLabel } from "../../../lib/action-label";

interface SearchResultsProps {
  query: string;
}

export function SearchResults({ query }: SearchResultsProps) {
  const trimmed = query.trim();
  if (!isSearchable(trimmed)) {
    return (
      <p className="muted" role="status">
        <Trans>
          Type at least 2 characters: a name, phone, referral code, transaction ID, payment reference, amount or card.
        </Trans>
      </p>
    );
  }
  return <Results trimmed={trimmed} />;
}

/** The results of a query long enough to send (the route's loader fetched them). */
function Results({ trimmed }: { trimmed: string }) {
  const { i18n, t } = useLingui();
  const { users, transactions, cards, totals } = useSearch(trimmed).data;
  if (users.length + transactions.length + cards.length + totals.users === 0) {
    return (
      <p className="empty" role="status">
        <Trans>Nothing matches “{trimmed}”.</Trans>
      </p>
    );
  }

  return (
    <section className="stack" aria-label={t`Search results`}>
      {(users.length > 0 || totals.users > 0) && (
        <>
          <GroupHeading
            title={t`Users`}
            shown={users.length}
            total={totals.users}
            more={
              <Link to="/users" search={{ q: trimmed }}>
                <Trans>
                  See all {totals.users} users matching “{trimmed}”
                </Trans>
              </Link>
            }
          />
          <DataTable
            label={t`Users`}
            className="compact-table"
            columns={[
              { key: "c0", label: <Trans>Name</Trans>, isRowHeader: true },
              { key: "c1", label: <Trans>Phone</Trans> },
              { key: "c2", label: <Trans>Referral code</Trans> },
              { key: "c3", label: <Trans>Status</Trans> },
            ]}
            rows={users}
          >
            {(u) => (
              <Row key={u.id} id={u.id}>
                <Cell>
                  <Link to="/users/$userId" params={{ userId: u.id }} className="user-name">
                    {u.fullName ?? t`(erased)`} #{u.id}
                  </Link>
                </Cell>
                <Cell translate="no">{u.phone ? formatPhone(u.phone) : "—"}</Cell>
                <Cell translate="no">{u.referralCode ?? "—"}</Cell>
                <Cell>
                  {u.isActive ? (
                    <span className="badge badge-success">
                      <Trans>Active</Trans>
                    </span>
                  ) : (
                    <span className="badge badge-danger">
                      <Trans>Suspended</Trans>
                    </span>
                  )}
                </Cell>
              </Row>
            )}
          </DataTable>
        </>
      )}
      {transactions.length > 0 && (
        <>
          <GroupHeading
            title={t`Transactions`}
            shown={transactions.length}
            total={totals.transactions}
            more={
              <>
                <Link to="/deposits" search={{ q: trimmed }}>
                  <Trans>Deposits matching “{trimmed}”</Trans>
                </Link>{" "}
                <Link to="/withdrawals" search={{ q: trimmed }}>
                  <Trans>Withdrawals matching “{trimmed}”</Trans>
                </Link>
              </>
            }
          />
          <DataTable
            label={t`Transactions`}
            className="compact-table"
            columns={[
              { key: "c0", label: <Trans>Date & time</Trans>, isRowHeader: true },
              { key: "c1", label: <Trans>What</Trans> },
              { key: "c2", label: <Trans>Amount</Trans>, numeric: true },
              { key: "c3", label: <Trans>User</Trans> },
            ]}
            rows={transactions}
          >
            {(tx) => (
              <Row key={`${tx.source}:${tx.id}`} id={`${tx.source}:${tx.id}`}>
                <Cell className="nowrap">{formatDateTime(tx.createdAt, i18n.locale)}</Cell>
                <Cell>
                  {/* A ledger transfer by its kind's code; a request or a payment in words, its state as a badge. */}
                  {tx.source === "transfer" ? <span translate="no">{tx.kind}</span> : targetTypeLabel(tx.source, i18n)}{" "}
                  <span translate="no">#{tx.id}</span>
                  {tx.status && (
                    <span className="cell-sub">
                      {tx.source === "payment" ? (
                        <PaymentStatusBadge status={tx.status} />
                      ) : (
                        <RequestStatusBadge status={tx.status} />
                      )}
                    </span>
                  )}
                  {tx.reference && (
                    <span className="cell-sub" translate="no">
                      {tx.paymentId ? (
                        <Link to="/payments/$paymentId" params={{ paymentId: tx.paymentId }}>
                          <code>{tx.reference}</code>
                        </Link>
                      ) : (
                        <code>{tx.reference}</code>
                      )}
                    </span>
                  )}
                </Cell>
                <Cell className="num nowrap">{formatXaf(tx.amountXaf, i18n.locale)}</Cell>
                <Cell>
                  {tx.userId !== null ? (
                    <Link to="/users/$userId" params={{ userId: tx.userId }} className="user-name">
                      {tx.userName ?? t`(erased)`} #{tx.userId}
                    </Link>
                  ) : (
                    <span className="muted">
                      <Trans>Platform</Trans>
                    </span>
                  )}
                </Cell>
              </Row>
            )}
          </DataTable>
        </>
      )}
      {cards.length > 0 && (
        <>
          <GroupHeading
            title={t`Investment cards`}
            shown={cards.length}
            total={totals.cards}
            more={
              <Link to="/cards" search={{ q: trimmed }}>
                <Trans>See the cards matching “{trimmed}”</Trans>
              </Link>
            }
          />
          <DataTable
            label={t`Investment cards`}
            className="compact-table"
            columns={[
              { key: "c0", label: <Trans>Card</Trans>, isRowHeader: true },
              { key: "c1", label: <Trans>Collection</Trans> },
              { key: "c2", label: <Trans>Amount</Trans>, numeric: true },
            ]}
            rows={cards}
          >
            {(c) => (
              <Row key={c.id} id={c.id}>
                <Cell>
                  <Link to="/cards" search={{ q: c.name }} className="user-name">
                    {c.name} #{c.id}
                  </Link>
                  {c.nameFr && c.nameFr !== c.name && (
                    <span className="cell-sub" lang="fr">
                      {c.nameFr}
                    </span>
                  )}
                  {!c.isActive && (
                    <span className="badge badge-neutral">
                      <Trans>Inactive</Trans>
                    </span>
                  )}
                </Cell>
                <Cell>{c.collection}</Cell>
                <Cell className="num nowrap">{formatXaf(c.investmentAmountXaf, i18n.locale)}</Cell>
              </Row>
            )}
          </DataTable>
        </>
      )}
    </section>
  );
}

/**
 * A group's title with its exact count ("Users (111)"), and, when the search shows fewer
 * than it found, "Showing 20 of 111" and the link to the full, paged list.
 */
function GroupHeading({ title, shown, total, more }: { title: string; shown: number; total: number; more: ReactNode }) {
  return (
    <div className="search-group-heading">
      <h2 className="section-title">
        <Trans>
          {title} ({total})
        </Trans>
      </h2>
      {total > shown && (
        <p className="muted">
          <Plural value={total} one={`Showing ${shown} of # result.`} other={`Showing ${shown} of # results.`} /> {more}
        </p>
      )}
    </div>
  );
}
