/**
 * The Audit log tab: who did what and when, newest first, filtered by the panel search
 * box. A table at desktop width; below 720 px each entry is a compact block (styles.css).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { errorMessage } from "../../../lib/error-message";
import { formatDateTime } from "../../../lib/format";
import { actionLabel } from "../action-label";
import { useAuditLog } from "../api/get-audit-log";
import { filterAuditLog } from "../filter-audit-log";

export function AuditLogTab({ query }: { query: string }) {
  const { i18n } = useLingui();
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
    <div className="table-wrap">
      <table className="data-table compact-table">
        <caption className="visually-hidden">
          <Trans>Audit log</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Date & time</Trans>
            </th>
            <th scope="col">
              <Trans>Admin</Trans>
            </th>
            <th scope="col">
              <Trans>Action</Trans>
            </th>
            <th scope="col">
              <Trans>Target</Trans>
            </th>
            <th scope="col">
              <Trans>Detail</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((entry) => (
            <tr key={entry.id}>
              <td className="nowrap audit-when">{formatDateTime(entry.createdAt, i18n.locale)}</td>
              <td className="audit-admin" translate="no">
                {entry.adminUsername}
              </td>
              <th scope="row" className="audit-action">
                {actionLabel(entry.action, i18n)}
              </th>
              <td className={entry.targetType ? undefined : "cell-empty"}>
                {entry.targetType ? <code translate="no">{`${entry.targetType} #${entry.targetId ?? "?"}`}</code> : "—"}
              </td>
              <td className={entry.detail ? "cell-detail" : "cell-detail cell-empty"}>{entry.detail ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
