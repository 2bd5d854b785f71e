/**
 * One status's withdrawals. Columns (docs/product-rules.md#admin-panel): User (account
 * name), Amount (XAF), Service, Account, Date & Time; then Actions on pending rows or a
 * Status badge.
 */
import { useLingui } from "@lingui/react/macro";
import type { WithdrawalView } from "@app/schema/contracts/withdrawals";
import { compareDecimal, compareText, DataTable } from "../../../components/ui/table";
import type { WithdrawalStatus } from "../api/get-withdrawals";
import type { WithdrawalDecisionTarget } from "./decide-withdrawal-dialog";
import { WithdrawalRow } from "./withdrawal-row";

interface WithdrawalTableProps {
  withdrawals: WithdrawalView[];
  status: WithdrawalStatus;
  empty: string;
  onDecide: (target: WithdrawalDecisionTarget) => void;
}

export function WithdrawalTable({ withdrawals, status, empty, onDecide }: WithdrawalTableProps) {
  const { t } = useLingui();
  if (withdrawals.length === 0) return <p className="empty">{empty}</p>;
  return (
    <DataTable
      label={t`Withdrawal requests`}
      className="responsive-table"
      columns={[
        { key: "user", label: t`User`, isRowHeader: true, sort: (a, b) => compareText(a.accountName, b.accountName) },
        { key: "amount", label: t`Amount (XAF)`, numeric: true, sort: (a, b) => compareDecimal(a.amount, b.amount) },
        { key: "service", label: t`Service`, sort: (a, b) => compareText(a.paymentMethod, b.paymentMethod) },
        { key: "account", label: t`Account` },
        { key: "createdAt", label: t`Date & Time`, sort: (a, b) => compareText(a.createdAt, b.createdAt) },
        { key: "last", label: status === "pending" ? t`Actions` : t`Status` },
      ]}
      rows={withdrawals}
    >
      {(withdrawal) => <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} onDecide={onDecide} />}
    </DataTable>
  );
}
