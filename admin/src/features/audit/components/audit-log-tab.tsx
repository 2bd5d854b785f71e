/**
 * The Audit log tab: who did what and when, newest first (sortable by date, admin and
 * action), filtered by the tab's search box. A table at desktop width; below 720 px each entry is a compact block (styles.css).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Cell, compareText, DataTable, Row } from "../../../components/ui/table";
import { errorMessage } from "../../../lib/error-message";
import { formatDateTime } from "../../../lib/format";
import { actionLabel } from "../action-label";
import { useAuditLog } from "../api/get-audit-log";
import { filterAuditLog } from "../filter-audit-log";

export function AuditLogTab({ query }: { query: string }) {
  const { t, i18n } = useLingui();
  const log = useAuditLog();

  if (log.isPending) {
    return (
      <p className="muted" role="status">
        <Trans>Loading the audit log...</Trans>
      </p>
    );
  }
  if (log.isError) {
    return (
      <p className="notice notice-error" role="alert">
        <Trans>Could not load the audit log.</Trans> {errorMessage(log.error, i18n)}
      </p>
    );
  }
  if (log.data.length === 0) {
    return (
      <p className="empty">
        <Trans>No admin actions recorded yet.</Trans>
      </p>
    );
  }

  const shown = filterAuditLog(log.data, query, i18n);
  if (shown.length === 0) {
    return (
      <p className="empty">
        <Trans>No entries match your search.</Trans>
      </p>
    );
  }
  return (
    <DataTable
      label={t`Audit log`}
      className="compact-table"
      columns={[
        { key: "when", label: t`Date & time`, sort: (a, b) => compareText(a.createdAt, b.createdAt) },
        { key: "admin", label: t`Admin`, sort: (a, b) => compareText(a.adminUsername, b.adminUsername) },
        {
          key: "action",
          label: t`Action`,
          isRowHeader: true,
          sort: (a, b) => compareText(actionLabel(a.action, i18n), actionLabel(b.action, i18n)),
        },
        { key: "target", label: t`Target` },
        { key: "detail", label: t`Detail` },
      ]}
      rows={shown}
    >
      {(entry) => (
        <Row key={entry.id} id={entry.id}>
          <Cell className="nowrap audit-when">{formatDateTime(entry.createdAt, i18n.locale)}</Cell>
          <Cell className="audit-admin">
            <span translate="no">{entry.adminUsername}</span>
          </Cell>
          <Cell className="audit-action">{actionLabel(entry.action, i18n)}</Cell>
          <Cell className={entry.targetType ? undefined : "cell-empty"}>
            {entry.targetType ? <code translate="no">{`${entry.targetType} #${entry.targetId ?? "?"}`}</code> : "—"}
          </Cell>
          <Cell className={entry.detail ? "cell-detail" : "cell-detail cell-empty"}>{entry.detail ?? "—"}</Cell>
        </Row>
      )}
    </DataTable>
  );
}
