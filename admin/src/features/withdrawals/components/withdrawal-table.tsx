/**
 * One status's withdrawals. Columns per the spec: User (account name), Amount (XAF),
 * Service, Account, Date & Time; then Actions on pending rows or a Status badge.
 */
import { Trans } from "@lingui/react/macro";
import type { WithdrawalView } from "@app/schema/contracts/withdrawals";
import type { WithdrawalStatus } from "../summarize-withdrawals";
import type { WithdrawalDecisionTarget } from "./decide-withdrawal-dialog";
import { WithdrawalRow } from "./withdrawal-row";

interface WithdrawalTableProps {
  withdrawals: WithdrawalView[];
  status: WithdrawalStatus;
  empty: string;
  onDecide: (target: WithdrawalDecisionTarget) => void;
}

export function WithdrawalTable({ withdrawals, status, empty, onDecide }: WithdrawalTableProps) {
  if (withdrawals.length === 0) return <p className="empty">{empty}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table responsive-table">
        <caption className="visually-hidden">
          <Trans>Withdrawal requests</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>User</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>Amount (XAF)</Trans>
            </th>
            <th scope="col">
              <Trans>Service</Trans>
            </th>
            <th scope="col">
              <Trans>Account</Trans>
            </th>
            <th scope="col">
              <Trans>Date & Time</Trans>
            </th>
            <th scope="col">{status === "pending" ? <Trans>Actions</Trans> : <Trans>Status</Trans>}</th>
          </tr>
        </thead>
        <tbody>
          {withdrawals.map((withdrawal) => (
            <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} onDecide={onDecide} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
