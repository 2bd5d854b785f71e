/**
 * "Where is my money?": every deposit verification and withdrawal request of the investor
 * with its state, what was credited or why it was refused, and for a pending one what
 * happens next and when (docs/product-rules.md#money-status).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { DepositVerificationView, WithdrawalView } from "@app/schema/contracts/dashboard";
import { formatDate, formatPhone, formatXaf } from "@app/web/money";
import { depositNextStep, withdrawalNextStep } from "./next-step";
import { payoutFailureText } from "../../../lib/payment-failures";

type Tone = "ok" | "pending" | "danger";

function Badge({ tone, children }: { tone: Tone; children: React.ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}

function DepositItem({ d }: { d: DepositVerificationView }) {
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

/** An automatic payout's references (docs/product-rules.md#automatic-rails): ours, and the operator's once known. */
function PayoutLine({ payout }: { payout: NonNullable<WithdrawalView["payout"]> }) {
  const reference = payout.reference;
  const operator = payout.operatorReference;
  return (
    <div className="small muted" data-testid="payout-references">
      {operator ? (
        <Trans>
          Our ref. {reference}, operator ref. {operator}
        </Trans>
      ) : (
        <Trans>Our ref. {reference}</Trans>
      )}
    </div>
  );
}

function WithdrawalItem({ w }: { w: WithdrawalView }) {
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
          {w.payout && <PayoutLine payout={w.payout} />}
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

export function MoneyRequests({
  depositVerifications,
  withdrawals,
}: {
  depositVerifications: DepositVerificationView[];
  withdrawals: WithdrawalView[];
}) {
  return (
    <section className="card" aria-labelledby="requests-title">
      <h2 id="requests-title">
        <Trans>Deposits and withdrawals</Trans>
      </h2>
      <h3 id="deposit-requests-title">
        <Trans>Deposit verifications</Trans>
      </h3>
      {depositVerifications.length === 0 ? (
        <p className="empty">
          <Trans>No deposit verification yet.</Trans>
        </p>
      ) : (
        <ul className="list" aria-labelledby="deposit-requests-title">
          {depositVerifications.map((d) => (
            <DepositItem key={d.id} d={d} />
          ))}
        </ul>
      )}
      <h3 id="withdrawal-requests-title">
        <Trans>Withdrawal requests</Trans>
      </h3>
      {withdrawals.length === 0 ? (
        <p className="empty">
          <Trans>No withdrawal yet.</Trans>
        </p>
      ) : (
        <ul className="list" aria-labelledby="withdrawal-requests-title">
          {withdrawals.map((w) => (
            <WithdrawalItem key={w.id} w={w} />
          ))}
        </ul>
      )}
    </section>
  );
}
