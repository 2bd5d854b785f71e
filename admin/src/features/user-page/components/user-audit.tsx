/** The audit entries about the user: who did what and what changed (docs/product-rules.md#operator-views, OPS-2; docs/product-rules.md#audit-log). */
import { useLingui, Trans } from "@lingui/react/macro";
import type { UserOverviewResponse } from "@app/schema/contracts/admin-overview";
import { formatDateTime } from "@app/web/money";
import { AuditChanges } from "../../../components/audit-changes";
import { actionLabel } from "../../../lib/action-label";
import { Cell, DataTable, Row } from "../../../components/ui/table";
import { UserSection } from "./user-section";

export function UserAudit({ data }: { data: UserOverviewResponse }) {
  const { i18n, t } = useLingui();
  return (
    <UserSection
      id="user-audit"
      title={<Trans>Audit entries</Trans>}
      isEmpty={data.auditEntries.length === 0}
      empty={<Trans>No admin actions about this user.</Trans>}
    >
      <DataTable
        label={t`Admin actions about this user and their requests, newest first`}
        className="compact-table"
        columns={[
          { key: "c0", label: <Trans>Date & time</Trans> },
          { key: "c1", label: <Trans>Admin</Trans> },
          { key: "c2", label: <Trans>Action</Trans>, isRowHeader: true },
          { key: "c3", label: <Trans>Target</Trans> },
          { key: "c4", label: <Trans>What changed</Trans> },
        ]}
        rows={data.auditEntries}
      >
        {(a) => (
          <Row key={a.id} id={a.id}>
            <Cell className="nowrap">{formatDateTime(a.createdAt, i18n.locale)}</Cell>
            <Cell translate="no">{a.adminUsername}</Cell>
            <Cell>{actionLabel(a.action, i18n)}</Cell>
            <Cell translate="no">{a.targetType ? `${a.targetType} #${a.targetId ?? ""}` : "—"}</Cell>
            <Cell className="break">
              <AuditChanges detail={a.detail} action={a.action} />
            </Cell>
          </Row>
        )}
      </DataTable>
    </UserSection>
  );
}
