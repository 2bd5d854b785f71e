/**
 * The user page's ledger entries (docs/product-rules.md#operator-views, OPS-2), newest first
 * with the balance of the account after each; 'Show older entries' fetches the next 100.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime, formatXaf } from "@app/web/money";
import { Cell, DataTable, Row } from "../../../components/ui/table";
import { useUserOverview } from "../api/get-user-overview";

export function UserLedger({ userId }: { userId: number }) {
  const { i18n, t } = useLingui();
  const overview = useUserOverview(userId);
  const entries = overview.data.pages.flatMap((p) => p.ledger.entries);
  return (
    <section className="stack" aria-labelledby="user-ledger-title">
      <h2 id="user-ledger-title" className="section-title">
        <Trans>Ledger entries</Trans>
      </h2>
      {entries.length === 0 ? (
        <p className="empty">
          <Trans>No ledger entries yet.</Trans>
        </p>
      ) : (
        <DataTable
          label={t`Ledger entries, newest first, with the balance of the account after each`}
          className="compact-table"
          columns={[
            { key: "c0", label: <Trans>Date & time</Trans>, isRowHeader: true },
            { key: "c1", label: <Trans>Account</Trans> },
            { key: "c2", label: <Trans>Kind</Trans> },
            { key: "c3", label: <Trans>Other account</Trans> },
            { key: "c4", label: <Trans>Reference</Trans> },
            { key: "c5", label: <Trans>Out</Trans>, numeric: true },
            { key: "c6", label: <Trans>In</Trans>, numeric: true },
            { key: "c7", label: <Trans>Balance</Trans>, numeric: true },
          ]}
          rows={entries}
        >
          {(e) => (
            <Row key={`${e.transferId}.${e.account}`} id={`${e.transferId}.${e.account}`}>
              <Cell className="nowrap">{formatDateTime(e.at, i18n.locale)}</Cell>
              <Cell translate="no">{e.account}</Cell>
              <Cell translate="no">
                {e.kind}
                <span className="cell-sub">#{e.transferId}</span>
              </Cell>
              <Cell translate="no">
                <code>{e.counterAccount}</code>
              </Cell>
              <Cell className="break">{[e.reference, e.memo].filter(Boolean).join(" · ")}</Cell>
              <Cell className="num nowrap">{e.debitXaf > 0 ? formatXaf(e.debitXaf, i18n.locale) : ""}</Cell>
              <Cell className="num nowrap">{e.creditXaf > 0 ? formatXaf(e.creditXaf, i18n.locale) : ""}</Cell>
              <Cell className="num nowrap">{formatXaf(e.balanceXaf, i18n.locale)}</Cell>
            </Row>
          )}
        </DataTable>
      )}
      {overview.hasNextPage && (
        <div className="actions">
          <button
            type="button"
            className="button button-small"
            onClick={() => void overview.fetchNextPage()}
            disabled={overview.isFetchingNextPage}
          >
            {overview.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Show older entries</Trans>}
          </button>
        </div>
      )}
    </section>
  );
}
