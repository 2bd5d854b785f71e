/**
 * The Identity tab (docs/product-rules.md#identity, IDV-6): sub-tabs Submitted / Approved /
 * Rejected (links, so the URL keeps the open one), a page of 50 checks, newest first, each
 * with its investor and a link to its review.
 */
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { IdentityCheckStatus } from "@app/schema/contracts/identity";
import { formatDateTime } from "@app/web/money";
import { Button } from "../../../components/ui/button";
import { Cell, DataTable, Row } from "../../../components/ui/table";
import { type TabItem, Tabs } from "../../../components/ui/tabs";
import { UserLink } from "../../../components/user-link";
import type { AppHref } from "../../../lib/router-link";
import { useIdentityChecks } from "../api/get-identity-checks";
import { DocumentTypeLabel, IdentityStatusBadge } from "./identity-labels";

interface IdentityTabProps {
  status: IdentityCheckStatus;
  cursor: string | undefined;
  statusHref: (status: IdentityCheckStatus) => AppHref;
  onCursor: (cursor: string | undefined) => void;
}

export function IdentityTab({ status, cursor, statusHref, onCursor }: IdentityTabProps) {
  const { t, i18n } = useLingui();
  const { data } = useIdentityChecks({ status, cursor });
  const tabs: TabItem<IdentityCheckStatus>[] = [
    { key: "submitted", label: t({ message: "Submitted", context: "identity checks" }), href: statusHref("submitted") },
    { key: "approved", label: t({ message: "Approved", context: "identity checks" }), href: statusHref("approved") },
    { key: "rejected", label: t({ message: "Rejected", context: "identity checks" }), href: statusHref("rejected") },
  ];
  const empty: Record<IdentityCheckStatus, string> = {
    submitted: t`No identity checks are waiting.`,
    approved: t`No approved identity checks yet.`,
    rejected: t`No rejected identity checks.`,
  };
  return (
    <Tabs label={t`Identity checks by state`} items={tabs} selected={status} variant="sub">
      <DataTable
        label={t`Identity checks`}
        className="responsive-table"
        empty={empty[status]}
        columns={[
          { key: "id", label: t`Check`, isRowHeader: true },
          { key: "investor", label: t`Investor` },
          { key: "legalName", label: t`Legal name` },
          { key: "document", label: t`Document` },
          { key: "submittedAt", label: t`Submitted` },
          { key: "status", label: t`State` },
        ]}
        rows={data.checks.map((c) => ({ ...c, key: String(c.id) }))}
      >
        {(c) => (
          <Row key={c.key} id={c.key}>
            <Cell data-label={t`Check`}>
              <Link to="/identity/$checkId" params={{ checkId: String(c.id) }}>
                <Trans>Review #{c.id}</Trans>
              </Link>
            </Cell>
            <Cell data-label={t`Investor`}>
              <UserLink userId={c.userId} name={c.registeredName} className="user-link" />
            </Cell>
            <Cell data-label={t`Legal name`}>{c.fullLegalName}</Cell>
            <Cell data-label={t`Document`}>
              <DocumentTypeLabel type={c.documentType} /> <code translate="no">{c.documentNumber}</code>
            </Cell>
            <Cell data-label={t`Submitted`}>{formatDateTime(c.submittedAt, i18n.locale)}</Cell>
            <Cell data-label={t`State`}>
              <IdentityStatusBadge status={c.status} waiting={c.openApprovalId !== null} />
            </Cell>
          </Row>
        )}
      </DataTable>
      {(cursor || data.nextCursor) && (
        <nav className="page-nav actions" aria-label={t`Pages`}>
          {cursor && (
            <Button size="small" onPress={() => onCursor(undefined)}>
              <Trans>Newest</Trans>
            </Button>
          )}
          {data.nextCursor && (
            <Button size="small" onPress={() => onCursor(data.nextCursor ?? undefined)}>
              <Trans>Older</Trans>
            </Button>
          )}
        </nav>
      )}
    </Tabs>
  );
}
