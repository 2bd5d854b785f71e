/** Deposit verifications of one status: a sortable table at desktop width, labelled cards on phones. */
import { useLingui } from "@lingui/react/macro";
import type { DepositVerificationView } from "@app/schema/contracts/deposits";
import { compareDecimal, compareText, DataTable } from "../../../components/ui/table";
import type { DepositDecisionTarget } from "./decide-deposit-dialog";
import { DepositRow } from "./deposit-row";

interface DepositTableProps {
  deposits: DepositVerificationView[];
  empty: string;
  onDecide: (target: DepositDecisionTarget) => void;
  onDelete: (deposit: DepositVerificationView) => void;
}

export function DepositTable({ deposits, empty, onDecide, onDelete }: DepositTableProps) {
  const { t } = useLingui();
  if (deposits.length === 0) return <p className="empty">{empty}</p>;
  return (
    <DataTable
      label={t`Deposit verifications`}
      className="responsive-table"
      columns={[
        {
          key: "investor",
          label: t`Investor`,
          isRowHeader: true,
          sort: (a, b) => compareText(a.fullName ?? "", b.fullName ?? ""),
        },
        { key: "amount", label: t`Amount`, numeric: true, sort: (a, b) => compareDecimal(a.amount, b.amount) },
        { key: "method", label: t`Method`, sort: (a, b) => compareText(a.paymentMethod, b.paymentMethod) },
        { key: "sender", label: t`Sender` },
        { key: "transactionId", label: t`Transaction ID` },
        { key: "createdAt", label: t`Date & Time`, sort: (a, b) => compareText(a.createdAt, b.createdAt) },
        { key: "status", label: t`Status` },
        { key: "actions", label: t`Actions` },
      ]}
      rows={deposits}
    >
      {(deposit) => <DepositRow key={deposit.id} deposit={deposit} onDecide={onDecide} onDelete={onDelete} />}
    </DataTable>
  );
}
