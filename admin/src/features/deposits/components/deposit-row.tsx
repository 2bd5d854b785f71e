/**
 * One deposit verification. Pending rows offer Approve and Reject; decided rows offer
 * Delete (docs/product-rules.md#deposits, DEP-6) and say who decided, when, and the notes.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { DepositVerificationView } from "@app/schema/contracts/deposits";
import { formatDateTime, formatPhone, formatXaf } from "../../../lib/format";
import type { DepositDecisionTarget } from "./decide-deposit-dialog";
import { DepositStatusBadge } from "./deposit-status-badge";

interface DepositRowProps {
  deposit: DepositVerificationView;
  onDecide: (target: DepositDecisionTarget) => void;
  onDelete: (deposit: DepositVerificationView) => void;
}

export function DepositRow({ deposit, onDecide, onDelete }: DepositRowProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const pending = deposit.status === "pending";
  const decidedBy = deposit.decidedBy ?? "";
  const decidedAt = deposit.decidedAt ? formatDateTime(deposit.decidedAt, locale) : "";
  return (
    <tr>
      <th scope="row" data-label={t`Investor`} className="cell-name">
        <div>
          <span className="user-name">{deposit.fullName || t`Deleted user`}</span>
          {deposit.phone && <span className="cell-sub nowrap">{formatPhone(deposit.phone)}</span>}
        </div>
      </th>
      <td data-label={t`Amount`} className="num nowrap amount">
        {formatXaf(deposit.amount, locale)}
      </td>
      <td data-label={t`Method`}>{deposit.paymentMethod}</td>
      <td data-label={t`Sender`}>
        <div>
          <span>{deposit.depositName}</span>
          <span className="cell-sub">{deposit.userName}</span>
        </div>
      </td>
      <td data-label={t`Transaction ID`}>
        <code translate="no" className="break">
          {deposit.transactionId}
        </code>
      </td>
      <td data-label={t`Date & Time`} className="nowrap">
        {formatDateTime(deposit.createdAt, locale)}
      </td>
      <td data-label={t`Status`}>
        <div>
          <DepositStatusBadge status={deposit.status} />
          {!pending && deposit.decidedBy && (
            <span className="cell-sub">
              <Trans>
                by {decidedBy}, {decidedAt}
              </Trans>
            </span>
          )}
          {deposit.adminNotes && <span className="cell-sub note">{deposit.adminNotes}</span>}
        </div>
      </td>
      <td data-label={t`Actions`} className="cell-actions">
        <div className="actions">
          {pending && (
            <>
              <button
                type="button"
                className="button button-small button-primary"
                onClick={() => onDecide({ deposit, status: "approved" })}
              >
                <Trans>Approve</Trans>
              </button>
              <button
                type="button"
                className="button button-small button-danger-outline"
                onClick={() => onDecide({ deposit, status: "rejected" })}
              >
                <Trans>Reject</Trans>
              </button>
            </>
          )}
          {/* A pending verification is decided first: hidden, it could never be (DEP-6). */}
          {!pending && (
            <button type="button" className="button button-small" onClick={() => onDelete(deposit)}>
              <Trans>Delete</Trans>
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
