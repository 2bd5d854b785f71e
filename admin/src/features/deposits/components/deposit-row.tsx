/**
 * One deposit verification. Pending rows offer Approve and Reject; decided rows offer
 * Delete (docs/product-rules.md#deposits, DEP-6) and say who decided, when, and the notes.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { DepositVerificationView } from "@app/schema/contracts/deposits";
import { formatDateTime, formatPhone, formatXaf } from "@app/web/money";
import type { DepositDecisionTarget } from "./decide-deposit-dialog";
import { RequestStatusBadge } from "../../../components/request-status-badge";
import { Button } from "../../../components/ui/button";
import { useMayUse } from "../../../lib/permissions";
import { Cell, Row } from "../../../components/ui/table";
import { UserLink } from "../../../components/user-link";

interface DepositRowProps {
  deposit: DepositVerificationView;
  onDecide: (target: DepositDecisionTarget) => void;
  onDelete: (deposit: DepositVerificationView) => void;
}

export function DepositRow({ deposit, onDecide, onDelete }: DepositRowProps) {
  // Deciding and deleting are for the roles that may (lib/permissions.ts).
  const mayDecide = useMayUse("decideDeposit");
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const pending = deposit.status === "pending";
  const decidedBy = deposit.decidedBy ?? "";
  const decidedAt = deposit.decidedAt ? formatDateTime(deposit.decidedAt, locale) : "";
  return (
    <Row id={deposit.id}>
      <Cell data-label={t`Investor`} className="cell-name">
        <div>
          <UserLink userId={deposit.userId} name={deposit.fullName || t`Deleted user`} />
          {deposit.phone && <span className="cell-sub nowrap">{formatPhone(deposit.phone)}</span>}
        </div>
      </Cell>
      <Cell data-label={t`Amount`} className="num nowrap amount">
        {formatXaf(deposit.amount, locale)}
      </Cell>
      <Cell data-label={t`Method`}>{deposit.paymentMethod}</Cell>
      <Cell data-label={t`Sender`}>
        <div>
          <span>{deposit.depositName}</span>
          <span className="cell-sub">{deposit.userName}</span>
        </div>
      </Cell>
      <Cell data-label={t`Transaction ID`}>
        <code translate="no" className="break">
          {deposit.transactionId}
        </code>
      </Cell>
      <Cell data-label={t`Date & Time`} className="nowrap">
        {formatDateTime(deposit.createdAt, locale)}
      </Cell>
      <Cell data-label={t`Status`}>
        <div>
          <RequestStatusBadge status={deposit.status} />
          {!pending && deposit.decidedBy && (
            <span className="cell-sub">
              <Trans>
                by {decidedBy}, {decidedAt}
              </Trans>
            </span>
          )}
          {deposit.adminNotes && <span className="cell-sub note">{deposit.adminNotes}</span>}
        </div>
      </Cell>
      <Cell data-label={t`Actions`} className="cell-actions">
        <div className="actions">
          {pending && mayDecide && (
            <>
              <Button size="small" tone="primary" onPress={() => onDecide({ deposit, status: "approved" })}>
                <Trans>Approve</Trans>
              </Button>
              <Button size="small" tone="danger-outline" onPress={() => onDecide({ deposit, status: "rejected" })}>
                <Trans>Reject</Trans>
              </Button>
            </>
          )}
          {/* A pending verification is decided first: hidden, it could never be (DEP-6). */}
          {!pending && mayDecide && (
            <Button size="small" onPress={() => onDelete(deposit)}>
              <Trans>Delete</Trans>
            </Button>
          )}
        </div>
      </Cell>
    </Row>
  );
}
