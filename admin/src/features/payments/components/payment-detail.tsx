/**
 * One provider payment (/admin/payments/$paymentId): its facts, why it waits for staff when
 * it does, 'Check status now', and the status history with each raw provider answer.
 */
import type { ReactNode } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { AdminPaymentDetail } from "@app/schema/contracts/payments";
import { formatDateTime, formatPhone, formatXaf } from "@app/web/money";
import { PaymentStatusBadge } from "../../../components/payment-status-badge";
import { UserLink } from "../../../components/user-link";
import { usePayment } from "../api/get-payment";
import { directionLabel, providerName } from "../payment-labels";
import { CheckStatusButton } from "./check-status-button";
import { PaymentHistory } from "./payment-history";

export function PaymentDetail({ paymentId }: { paymentId: string }) {
  const payment = usePayment(paymentId);
  const p = payment.data;
  const reference = p.reference;
  return (
    <div className="stack payment-detail">
      <div className="section-heading">
        <h2 className="section-title">
          {p.direction === "deposit" ? (
            <Trans>
              Deposit <code translate="no">{reference}</code>
            </Trans>
          ) : (
            <Trans>
              Payout <code translate="no">{reference}</code>
            </Trans>
          )}{" "}
          <PaymentStatusBadge status={p.status} />
        </h2>
        <CheckStatusButton paymentId={p.id} reference={p.reference} />
      </div>
      {p.status === "needs_review" && (
        <p className="notice notice-warning">
          <Trans>Waiting for staff:</Trans> <span translate="no">{p.reviewReason ?? "—"}</span>
        </p>
      )}
      {p.failureReason && (
        <p className="notice notice-error">
          <Trans>Failure reason:</Trans> <code translate="no">{p.failureReason}</code>
        </p>
      )}
      <PaymentFacts payment={p} />
      <h3 className="section-title">
        <Trans>Status history</Trans>
      </h3>
      <PaymentHistory history={p.history} />
    </div>
  );
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PaymentFacts({ payment: p }: { payment: AdminPaymentDetail }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const none = <span className="muted">—</span>;
  const withdrawalId = p.withdrawalRequestId;
  const attempts = p.pollAttempts;
  const nextPollAt = p.nextPollAt ? formatDateTime(p.nextPollAt, locale) : null;
  return (
    <dl className="summary-list card payment-facts">
      <Fact label={<Trans>User</Trans>}>
        <UserLink userId={p.userId} name={p.fullName} className="user-link" />
      </Fact>
      <Fact label={<Trans>Direction</Trans>}>
        {directionLabel(p.direction, i18n)}
        {withdrawalId !== null && (
          <span className="muted">
            {" "}
            <Trans>(withdrawal request #{withdrawalId})</Trans>
          </span>
        )}
      </Fact>
      <Fact label={<Trans>Amount</Trans>}>
        <span className="amount">{formatXaf(p.amountXaf, locale)}</span>
      </Fact>
      <Fact label={<Trans>Method and phone</Trans>}>
        {p.paymentMethod} · <span className="nowrap">{formatPhone(p.phone)}</span>
      </Fact>
      <Fact label={<Trans>Our reference</Trans>}>
        <code translate="no">{p.reference}</code>
      </Fact>
      <Fact label={<Trans>Operator reference</Trans>}>
        {p.operatorReference ? <code translate="no">{p.operatorReference}</code> : none}
      </Fact>
      <Fact label={<Trans>Provider</Trans>}>
        <span translate="no">{providerName(p.provider)}</span>
        <span className="muted">
          {" · "}
          <Trans>payment id</Trans> <code translate="no">{p.id}</code>
        </span>
      </Fact>
      <Fact label={<Trans>Provider status</Trans>}>
        {p.providerStatus ? <code translate="no">{p.providerStatus}</code> : none}
      </Fact>
      <Fact label={<Trans>Created</Trans>}>{formatDateTime(p.createdAt, locale)}</Fact>
      <Fact label={<Trans>Last change</Trans>}>{formatDateTime(p.updatedAt, locale)}</Fact>
      <Fact label={<Trans>Automatic checks</Trans>}>
        <Plural value={attempts} one="# made" other="# made" />
        {nextPollAt && (
          <>
            {" · "}
            <Trans>next at {nextPollAt}</Trans>
          </>
        )}
      </Fact>
    </dl>
  );
}
