/**
 * The Audit log tab: who did what and when, newest first, filtered on the server by the
 * tab's search box, one page at a time (docs/product-rules.md#admin-lists). What changed is
 * shown as readable lines in the admin's language ('Phone: … → …'), not raw JSON; an entry
 * about a user links to their page. A table at desktop width; below 720 px each entry is
 * a compact block (styles/tables.css).
 */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { AuditEntryView } from "@app/schema/contracts/admin";
import { PageNav } from "../../../components/page-nav";
import { Cell, compareText, DataTable, Row } from "../../../components/ui/table";
import { UserLink } from "../../../components/user-link";
import { AuditChanges } from "../../../components/audit-changes";
import { formatDateTime } from "@app/web/money";
import { actionLabel, targetTypeLabel } from "../../../lib/action-label";
import { useAuditLog } from "../api/get-audit-log";
import { listCount } from "../../../lib/list-count";

interface AuditLogTabProps {
  query: string;
  cursor: string | undefined;
  onCursor: (cursor: string | undefined) => void;
}

export function AuditLogTab({ query, cursor, onCursor }: AuditLogTabProps) {
  const { t, i18n } = useLingui();
  const log = useAuditLog({ q: query, cursor });

  const { items, total, nextCursor } = log.data;
  const entries = listCount(total, i18n.locale);
  if (items.length === 0) {
    return (
      <p className="empty">
        {query.trim() ? <Trans>No entries match your search.</Trans> : <Trans>No admin actions recorded yet.</Trans>}
      </p>
    );
  }
  return (
    <>
      <p className="muted result-count" role="status">
        <Plural value={total} one={`${entries} entry`} other={`${entries} entries`} />
      </p>
      <DataTable<AuditEntryView>
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
          { key: "detail", label: t`What changed` },
        ]}
        rows={items}
      >
        {(entry) => (
          <Row key={entry.id} id={entry.id}>
            <Cell className="nowrap audit-when">{formatDateTime(entry.createdAt, i18n.locale)}</Cell>
            <Cell className="audit-admin">
              <span translate="no">{entry.adminUsername}</span>
            </Cell>
            <Cell className="audit-action">{actionLabel(entry.action, i18n)}</Cell>
            <Cell className={entry.targetType ? undefined : "cell-empty"}>
              <AuditTarget entry={entry} />
            </Cell>
            <Cell className={entry.detail ? "cell-detail" : "cell-detail cell-empty"}>
              <AuditChanges detail={entry.detail} action={entry.action} />
            </Cell>
          </Row>
        )}
      </DataTable>
      <PageNav shown={items.length} total={total} cursor={cursor} nextCursor={nextCursor} onCursor={onCursor} />
    </>
  );
}

function AuditTarget({ entry }: { entry: AuditEntryView }) {
  const { i18n } = useLingui();
  if (!entry.targetType) return "—";
  const code = (
    <span>
      {targetTypeLabel(entry.targetType, i18n)} <span translate="no">#{entry.targetId ?? "?"}</span>
    </span>
  );
  if (entry.userId === null) return code;
  if (entry.targetType === "user") return <UserLink userId={entry.userId} name={entry.userFullName} className="audit-user" />;
  return (
    <>
      {code}
      <span className="cell-sub">
        <UserLink userId={entry.userId} name={entry.userFullName} className="audit-user" />
      </span>
    </>
  );
}
