/** The user page's deposit verifications and withdrawals with their status (docs/product-rules.md#operator-views, OPS-2). */
import { useLingui, Trans } from "@lingui/react/macro";
import type { UserOverviewResponse } from "@app/schema/contracts/admin-overview";
import { formatDateTime, formatPhone, formatXaf } from "@app/web/money";
import { RequestStatusBadge } from "../../../components/request-status-badge";
import { Cell, DataTable, Row } from "../../../components/ui/table";
import { UserSection } from "./user-section";

export function UserRequests({ data }: { data: UserOverviewResponse }) {
  const { i18n, t } = useLingui();
  return (
    <>
      <UserSection
        id="user-deposits"
        title={<Trans>Deposit verifications</Trans>}
        isEmpty={data.depositVerifications.length === 0}
        empty={<Trans>No deposit verifications.</Trans>}
      >
        <DataTable
          label={t`Deposit verifications of this user, newest first`}
          className="compact-table"
          columns={[
            { key: "c0", label: <Trans>Submitted</Trans>, isRowHeader: true },
            { key: "c1", label: <Trans>Transaction ID</Trans> },
            { key: "c2", label: <Trans>Amount</Trans>, numeric: true },
            { key: "c3", label: <Trans>Status</Trans> },
            { key: "c4", label: <Trans>Decided</Trans> },
            { key: "c5", label: <Trans>Notes</Trans> },
          ]}
          rows={data.depositVerifications}
        >
          {(d) => (
            <Row key={d.id} id={d.id}>
              <Cell className="nowrap">{formatDateTime(d.createdAt, i18n.locale)}</Cell>
              <Cell translate="no">
                <code>{d.transactionId}</code>
                <span className="cell-sub">
                  {d.paymentMethod} · {d.depositName}
                </span>
              </Cell>
              <Cell className="num nowrap">{formatXaf(d.amountXaf, i18n.locale)}</Cell>
              <Cell>
                <RequestStatusBadge status={d.status} />
                {d.hidden && (
                  <span className="badge badge-neutral">
                    <Trans>Hidden</Trans>
                  </span>
                )}
              </Cell>
              <Cell>{d.decidedAt ? `${formatDateTime(d.decidedAt, i18n.locale)} · ${d.decidedBy ?? ""}` : "—"}</Cell>
              <Cell className="break">{d.adminNotes ?? ""}</Cell>
            </Row>
          )}
        </DataTable>
      </UserSection>
      <UserSection
        id="user-withdrawals"
        title={<Trans>Withdrawals</Trans>}
        isEmpty={data.withdrawals.length === 0}
        empty={<Trans>No withdrawals.</Trans>}
      >
        <DataTable
          label={t`Withdrawal requests of this user, newest first`}
          className="compact-table"
          columns={[
            { key: "c0", label: <Trans>Requested</Trans>, isRowHeader: true },
            { key: "c1", label: <Trans>Amount</Trans>, numeric: true },
            { key: "c2", label: <Trans>Fee</Trans>, numeric: true },
            { key: "c3", label: <Trans>To</Trans> },
            { key: "c4", label: <Trans>Status</Trans> },
            { key: "c5", label: <Trans>Notes</Trans> },
          ]}
          rows={data.withdrawals}
        >
          {(w) => (
            <Row key={w.id} id={w.id}>
              <Cell className="nowrap">{formatDateTime(w.createdAt, i18n.locale)}</Cell>
              <Cell className="num nowrap">{formatXaf(w.amountXaf, i18n.locale)}</Cell>
              <Cell className="num nowrap">{formatXaf(w.feeXaf, i18n.locale)}</Cell>
              <Cell translate="no">
                {formatPhone(w.accountNumber)}
                <span className="cell-sub">
                  {w.accountName} · {w.paymentMethod}
                </span>
              </Cell>
              <Cell>
                <RequestStatusBadge status={w.status} />
              </Cell>
              <Cell className="break">{w.adminNotes ?? ""}</Cell>
            </Row>
          )}
        </DataTable>
      </UserSection>
    </>
  );
}
