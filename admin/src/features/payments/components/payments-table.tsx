/**
 * Provider transactions, newest first: created, direction, user, amount, method, phone, our
 * reference, the operator's reference, status and provider. A row opens the payment's page
 * (its reference is the link; the user's name opens the user's page).
 */
import { Link, useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import type { AdminPaymentView } from "@app/schema/contracts/payments";
import { formatDateTime, formatPhone, formatXaf } from "@app/web/money";
import { PaymentStatusBadge } from "../../../components/payment-status-badge";
import { Cell, DataTable, Row } from "../../../components/ui/table";
import { UserLink } from "../../../components/user-link";
import type { PaymentFilter } from "../api/get-payments";
import { directionLabel, providerName } from "../payment-labels";

interface PaymentsTableProps {
  payments: AdminPaymentView[];
  /** The list's filters, carried to the payment's page so its Back link returns to them. */
  filter: PaymentFilter;
}

export function PaymentsTable({ payments, filter }: PaymentsTableProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const locale = i18n.locale;
  return (
    <DataTable
      label={t`Provider transactions, newest first`}
      className="responsive-table payments-table"
      columns={[
        { key: "createdAt", label: t`Created` },
        { key: "direction", label: t`Direction` },
        { key: "user", label: t`User` },
        { key: "amount", label: t`Amount`, numeric: true },
        { key: "method", label: t`Method` },
        { key: "phone", label: t`Phone` },
        { key: "reference", label: t`Reference`, isRowHeader: true },
        { key: "operatorReference", label: t`Operator reference` },
        { key: "status", label: t`Status` },
        { key: "provider", label: t`Provider` },
      ]}
      rows={payments}
    >
      {(p) => (
        <Row
          key={p.id}
          id={p.id}
          onAction={() => void navigate({ to: "/payments/$paymentId", params: { paymentId: p.id }, search: filter })}
        >
          <Cell data-label={t`Created`} className="nowrap">
            {formatDateTime(p.createdAt, locale)}
          </Cell>
          <Cell data-label={t`Direction`} className="nowrap">
            {directionLabel(p.direction, i18n)}
          </Cell>
          <Cell data-label={t`User`}>
            <UserLink userId={p.userId} name={p.fullName} className="user-link" />
          </Cell>
          <Cell data-label={t`Amount`} className="num nowrap amount">
            {formatXaf(p.amountXaf, locale)}
          </Cell>
          <Cell data-label={t`Method`} className="nowrap">
            {p.paymentMethod}
          </Cell>
          <Cell data-label={t`Phone`} className="nowrap">
            {formatPhone(p.phone)}
          </Cell>
          <Cell data-label={t`Reference`} className="nowrap">
            <Link to="/payments/$paymentId" params={{ paymentId: p.id }} search={filter} translate="no">
              <code>{p.reference}</code>
            </Link>
          </Cell>
          <Cell data-label={t`Operator reference`}>
            {p.operatorReference ? <code translate="no">{p.operatorReference}</code> : <span className="muted">—</span>}
          </Cell>
          <Cell data-label={t`Status`}>
            <PaymentStatusBadge status={p.status} />
          </Cell>
          <Cell data-label={t`Provider`} translate="no">
            {providerName(p.provider)}
          </Cell>
        </Row>
      )}
    </DataTable>
  );
}
