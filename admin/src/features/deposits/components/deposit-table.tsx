/** Deposit verifications of one status: a table at desktop width, labelled cards on phones. */
import { Trans } from "@lingui/react/macro";
import type { DepositVerificationView } from "@app/schema/contracts/deposits";
import type { DepositDecisionTarget } from "./decide-deposit-dialog";
import { DepositRow } from "./deposit-row";

interface DepositTableProps {
  deposits: DepositVerificationView[];
  empty: string;
  onDecide: (target: DepositDecisionTarget) => void;
  onDelete: (deposit: DepositVerificationView) => void;
}

export function DepositTable({ deposits, empty, onDecide, onDelete }: DepositTableProps) {
  if (deposits.length === 0) return <p className="empty">{empty}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table responsive-table">
        <caption className="visually-hidden">
          <Trans>Deposit verifications</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Investor</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>Amount</Trans>
            </th>
            <th scope="col">
              <Trans>Method</Trans>
            </th>
            <th scope="col">
              <Trans>Sender</Trans>
            </th>
            <th scope="col">
              <Trans>Transaction ID</Trans>
            </th>
            <th scope="col">
              <Trans>Date & Time</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {deposits.map((deposit) => (
            <DepositRow key={deposit.id} deposit={deposit} onDecide={onDecide} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
