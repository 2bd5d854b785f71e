/**
 * A withdrawal in "Deposits and withdrawals" (docs/product-rules.md#money-status, MST-1):
 * pending with its next step, being paid, sent, or returned to principal with the reason:
 * the staff's note, or the operator's code of a failed automatic payout in the investor's
 * words (docs/product-rules.md#automatic-rails).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { OwnWithdrawal } from "@app/schema/contracts/money-requests";
import { formatDate, formatPhone, formatXaf } from "@app/web/money";
import { withdrawalNextStep } from "./next-step";
import { Badge, ReferencesLine } from "./request-parts";
import { payoutFailureText } from "../../../lib/payment-failures";

export function WithdrawalItem({ w }: { w: OwnWithdrawal }) {
  const { i18n } = useLingui();
  const amount = formatXaf(w.amount, i18n.locale);
  const toReceive = formatXaf(w.amountToReceive, i18n.locale);
  const account = formatPhone(w.accountNumber);
  // The sentence around it ends with its own full stop (issue 34: "Too late.." read badly).
  const note = w.adminNote?.replace(/[\s.!?…]+$/u, "") || null;
  const requested = formatDate(w.createdAt, i18n.locale, true);
  return (
    <li data-testid={`withdrawal-${w.id}`}>
      <div>
        <strong>
          <Trans>Withdrawal {amount}</Trans>
        </strong>
        <div className="small muted">
          <Trans>
            {toReceive} to {account}, requested {requested}
          </Trans>
        </div>
        <div className="small list__detail">
          {w.status === "pending" && withdrawalNextStep(i18n, w.nextStepAt)}
          {w.status === "completed" && (
            <Trans>
              {toReceive} sent to {account}.
            </Trans>
          )}
          {w.status === "processing" && (
            <Trans>
              Approved: the operator is sending {toReceive} to {account}.
            </Trans>
          )}
          {w.status === "failed" &&
            (w.payout?.failureCode ? (
              <Trans>{i18n._(payoutFailureText(w.payout.failureCode))} The amount is back in your principal balance.</Trans>
            ) : note ? (
              <Trans>Reason: {note}. The amount is back in your principal balance.</Trans>
            ) : (
              <Trans>The amount is back in your principal balance.</Trans>
            ))}
          {w.payout && <ReferencesLine reference={w.payout.reference} operatorReference={w.payout.operatorReference} />}
        </div>
      </div>
      <div className="num">
        {w.status === "pending" && (
          <Badge tone="pending">
            <Trans>Pending</Trans>
          </Badge>
        )}
        {w.status === "processing" && (
          <Badge tone="pending">
            <Trans>Being paid</Trans>
          </Badge>
        )}
        {w.status === "completed" && (
          <Badge tone="ok">
            <Trans>Approved</Trans>
          </Badge>
        )}
        {w.status === "failed" && (
          <Badge tone="danger">{w.payout?.failureCode ? <Trans>Not paid</Trans> : <Trans>Rejected</Trans>}</Badge>
        )}
      </div>
    </li>
  );
}
