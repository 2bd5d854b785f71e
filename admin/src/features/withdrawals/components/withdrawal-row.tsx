/**
 * One withdrawal request. Pending rows show the fee and the amount to send, with
 * Approve and Reject; decided rows show the Status badge, who decided and the notes. A
 * request the provider is paying ('processing', docs/product-rules.md#automatic-rails) reads
 * 'Being paid by provider' and has no actions; its payout's state and the operator's
 * reference are under the badge.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { PayoutSummary } from "@app/schema/contracts/payments";
import type { WithdrawalView } from "@app/schema/contracts/withdrawals";
import { formatDateTime, formatPhone, formatXaf } from "@app/web/money";
import type { WithdrawalDecisionTarget } from "./decide-withdrawal-dialog";
import { Button } from "../../../components/ui/button";
import { useMayUse } from "../../../lib/permissions";
import { PaymentStatusBadge } from "../../../components/payment-status-badge";
import { RequestStatusBadge } from "../../../components/request-status-badge";
import { Cell, Row } from "../../../components/ui/table";
import { UserLink } from "../../../components/user-link";

interface WithdrawalRowProps {
  withdrawal: WithdrawalView;
  onDecide: (target: WithdrawalDecisionTarget) => void;
}

export function WithdrawalRow({ withdrawal: w, onDecide }: WithdrawalRowProps) {
  // Deciding is for the roles that may (lib/permissions.ts).
  const mayDecide = useMayUse("decideWithdrawal");
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const pending = w.status === "pending";
  const toSend = pending || w.status === "processing";
  const fee = formatXaf(w.fee, locale);
  const toReceive = formatXaf(w.amountToReceive, locale);
  const decidedBy = w.decidedBy ?? "";
  const decidedAt = w.decidedAt ? formatDateTime(w.decidedAt, locale) : "";
  return (
    <Row id={w.id}>
      <Cell data-label={t`User`} className="cell-name">
        <div>
          <span className="user-name">{w.accountName}</span>
          <span className="cell-sub">
            <UserLink userId={w.userId} name={w.fullName || t`Deleted user`} className="user-link" />
            {w.phone && ` · ${formatPhone(w.phone)}`}
          </span>
        </div>
      </Cell>
      <Cell data-label={t`Amount (XAF)`} className="num nowrap">
        <div>
          <span className="amount">{formatXaf(w.amount, locale)}</span>
          {toSend && (
            <>
              <span className="cell-sub">
                <Trans>Fee: {fee}</Trans>
              </span>
              <span className="cell-sub to-send">
                <Trans>To receive: {toReceive}</Trans>
              </span>
            </>
          )}
        </div>
      </Cell>
      <Cell data-label={t`Service`}>{w.paymentMethod}</Cell>
      <Cell data-label={t`Account`} className="nowrap">
        <div>
          <code translate="no">{w.accountNumber}</code>
          {/* Not the registered phone: a second admin approves it (docs/product-rules.md#approvals). */}
          {w.newPayoutNumber && (
            <span className="cell-sub">
              <span className="badge badge-warning">
                <Trans>New payout number</Trans>
              </span>
            </span>
          )}
        </div>
      </Cell>
      <Cell data-label={t`Date & Time`} className="nowrap">
        {formatDateTime(w.createdAt, locale)}
      </Cell>
      {pending ? (
        <Cell data-label={t`Actions`} className="cell-actions">
          {w.approvalId !== null && (
            <span className="cell-sub">
              <span className="badge badge-neutral">
                <Trans>Waiting for a second admin</Trans>
              </span>
            </span>
          )}
          {mayDecide && (
            <div className="actions">
              <Button size="small" tone="primary" onPress={() => onDecide({ withdrawal: w, decision: "approve" })}>
                <Trans>Approve</Trans>
              </Button>
              <Button size="small" tone="danger-outline" onPress={() => onDecide({ withdrawal: w, decision: "reject" })}>
                <Trans>Reject</Trans>
              </Button>
            </div>
          )}
        </Cell>
      ) : (
        <Cell data-label={t`Status`}>
          <div>
            <RequestStatusBadge status={w.status} />
            {w.decidedBy && (
              <span className="cell-sub">
                <Trans>
                  by {decidedBy}, {decidedAt}
                </Trans>
              </span>
            )}
            {w.payout && <PayoutLine payout={w.payout} />}
            {w.adminNotes && <span className="cell-sub note">{w.adminNotes}</span>}
          </div>
        </Cell>
      )}
    </Row>
  );
}

/** The automatic payout of a request: its state, our reference and, once known, the operator's. */
function PayoutLine({ payout }: { payout: PayoutSummary }) {
  const reference = payout.reference;
  const operatorReference = payout.operatorReference ?? "";
  return (
    <span className="cell-sub payout-line">
      <Trans>Payout:</Trans> <PaymentStatusBadge status={payout.status} /> <code translate="no">{reference}</code>
      {payout.operatorReference && (
        <span className="cell-sub">
          <Trans>
            Operator reference: <code translate="no">{operatorReference}</code>
          </Trans>
        </span>
      )}
    </span>
  );
}
