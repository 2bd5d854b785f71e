/**
 * A deposit in "Deposits and withdrawals" (docs/product-rules.md#money-status, MST-1): a
 * verification sent by hand, pending, approved with the amount credited or rejected with
 * the note; or a deposit through the provider (docs/product-rules.md#automatic-rails),
 * waiting for the payer's approval, credited, or failed with the operator's reason in the
 * investor's words.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { OwnAutomaticDeposit, OwnDepositVerification } from "@app/schema/contracts/money-requests";
import { formatDate, formatPhone, formatXaf } from "@app/web/money";
import { depositNextStep } from "./next-step";
import { Badge, ReferencesLine } from "./request-parts";
import { depositFailureText } from "../../../lib/payment-failures";

export function DepositVerificationItem({ d }: { d: OwnDepositVerification }) {
  const { i18n } = useLingui();
  const amount = formatXaf(d.amount, i18n.locale);
  const txid = d.transactionId;
  const sent = formatDate(d.createdAt, i18n.locale, true);
  const note = d.adminNote;
  return (
    <li data-testid={`deposit-${d.id}`}>
      <div>
        <strong>
          <Trans>Deposit {amount}</Trans>
        </strong>
        <div className="small muted">
          <Trans>
            Transaction ID {txid}, sent {sent}
          </Trans>
        </div>
        <div className="small list__detail">
          {d.status === "pending" && depositNextStep(i18n, d.nextStepAt)}
          {d.status === "approved" && <Trans>{amount} credited to your principal balance.</Trans>}
          {d.status === "rejected" &&
            (note ? <Trans>Reason: {note}</Trans> : <Trans>No reason was given. Please contact support.</Trans>)}
        </div>
      </div>
      <div className="num">
        {d.status === "pending" && (
          <Badge tone="pending">
            <Trans>Pending</Trans>
          </Badge>
        )}
        {d.status === "approved" && (
          <Badge tone="ok">
            <Trans>Approved</Trans>
          </Badge>
        )}
        {d.status === "rejected" && (
          <Badge tone="danger">
            <Trans>Rejected</Trans>
          </Badge>
        )}
      </div>
    </li>
  );
}

/** A deposit through the provider: the prompt on the payer's phone, then its outcome (RAIL-2). */
export function AutomaticDepositItem({ d }: { d: OwnAutomaticDeposit }) {
  const { i18n } = useLingui();
  const amount = formatXaf(d.amount, i18n.locale);
  const phone = formatPhone(d.phone);
  const started = formatDate(d.createdAt, i18n.locale, true);
  const waiting = d.status === "created" || d.status === "submitted" || d.status === "pending";
  return (
    <li data-testid={`payment-${d.id}`}>
      <div>
        <strong>
          <Trans>Deposit {amount}</Trans>
        </strong>
        <div className="small muted">
          <Trans>
            Mobile money payment from {phone}, started {started}
          </Trans>
        </div>
        <div className="small list__detail">
          {waiting && <Trans>Waiting for the payment to be approved on {phone}.</Trans>}
          {d.status === "unknown" && <Trans>We are checking this payment with the operator.</Trans>}
          {d.status === "needs_review" && (
            <Trans>Our team is checking this payment. No need to pay again: we credit it as soon as it is confirmed.</Trans>
          )}
          {d.status === "succeeded" && <Trans>{amount} credited to your principal balance.</Trans>}
          {d.status === "failed" && i18n._(depositFailureText(d.failureCode))}
          <ReferencesLine reference={d.reference} operatorReference={d.operatorReference} />
        </div>
      </div>
      <div className="num">
        {(waiting || d.status === "unknown") && (
          <Badge tone="pending">
            <Trans>Pending</Trans>
          </Badge>
        )}
        {d.status === "needs_review" && (
          <Badge tone="pending">
            <Trans>Being checked</Trans>
          </Badge>
        )}
        {d.status === "succeeded" && (
          <Badge tone="ok">
            <Trans>Credited</Trans>
          </Badge>
        )}
        {d.status === "failed" && (
          <Badge tone="danger">
            <Trans>Failed</Trans>
          </Badge>
        )}
      </div>
    </li>
  );
}
