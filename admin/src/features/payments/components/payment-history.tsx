/**
 * A payment's status history, oldest first as it happened: when, the state, what caused it,
 * the provider's own status and detail, and the provider's answer as received, folded.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { PaymentHistoryEntry } from "@app/schema/contracts/payments";
import { formatInstant } from "@app/web/money";
import { PaymentStatusBadge } from "../../../components/payment-status-badge";
import { Cell, DataTable, Row } from "../../../components/ui/table";
import { rawAnswerText, sourceLabel } from "../payment-labels";

export function PaymentHistory({ history }: { history: PaymentHistoryEntry[] }) {
  const { t, i18n } = useLingui();
  if (history.length === 0) {
    return (
      <p className="muted">
        <Trans>No status changes recorded.</Trans>
      </p>
    );
  }
  return (
    <DataTable
      label={t`Status history`}
      className="responsive-table history-table"
      columns={[
        { key: "at", label: t`Time`, isRowHeader: true },
        { key: "status", label: t`Status` },
        { key: "source", label: t`Source` },
        { key: "providerStatus", label: t`Provider status` },
        { key: "detail", label: t`Detail` },
      ]}
      rows={history.map((entry, index) => ({ ...entry, key: String(index) }))}
    >
      {(entry) => {
        const raw = rawAnswerText(entry.raw);
        return (
          <Row key={entry.key} id={entry.key}>
            <Cell data-label={t`Time`} className="nowrap">
              {formatInstant(entry.at, i18n.locale)}
            </Cell>
            <Cell data-label={t`Status`}>
              <PaymentStatusBadge status={entry.status} />
            </Cell>
            <Cell data-label={t`Source`}>{sourceLabel(entry.source, i18n)}</Cell>
            <Cell data-label={t`Provider status`}>
              {entry.providerStatus ? <code translate="no">{entry.providerStatus}</code> : <span className="muted">—</span>}
            </Cell>
            <Cell data-label={t`Detail`}>
              <div>
                {entry.detail ? <span translate="no">{entry.detail}</span> : !raw && <span className="muted">—</span>}
                {raw && (
                  <details className="raw-answer">
                    <summary>
                      <Trans>Provider's answer</Trans>
                    </summary>
                    <pre translate="no">{raw}</pre>
                  </details>
                )}
              </div>
            </Cell>
          </Row>
        );
      }}
    </DataTable>
  );
}
