/**
 * 'Pay with MTN MoMo' / 'Pay with Orange Money' (docs/product-rules.md#automatic-rails): the
 * amount and the paying number (the user's own, prefilled; a pasted '+237 6 77 12 34 56'
 * keeps its 9 digits), then a live status with our reference and the operator's until the
 * operator answers. The transfer steps and the verification form stay one tap away for
 * money sent by hand.
 */
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PaymentView } from "@app/schema/contracts/payments";
import { PROMPT_APPROVAL_MINUTES } from "@app/schema/limits";
import { MAX_PROVIDER_DEPOSIT_XAF, MIN_DEPOSIT_XAF } from "@app/schema/money";
import { phoneDigits } from "@app/schema/phone";
import { formatXaf } from "@app/web/money";
import { ApiError } from "@app/web/api-client";
import { describeError } from "@app/web/error-messages";
import { TextField } from "../../../components/ui/text-field";
import { clientIssue, errorTexts, firstByField, type FieldErrors } from "../../../lib/field-issues";
import { isOpen, useDepositStatus, usePayDeposit, WAIT_MS } from "../api/payments";
import type { DepositMethod } from "./deposit-messages";
import { withTierLimit } from "../../../lib/tier-limit-text";
import { approvalCode, payFailed, paymentCodes, payIssueMessages } from "./payment-messages";
import { depositFailureText } from "../../../lib/payment-failures";

/**
 * The contract's checks without its zod schemas in this chunk
 * (docs/decisions/0012-native-elements-on-pwa-first-route.md); the Worker checks again.
 */
function checkPayInput(amount: number, phone: string): FieldErrors {
  const issues: FieldErrors = {};
  if (!Number.isFinite(amount)) issues.amount = clientIssue("amount", "required");
  else if (!Number.isInteger(amount)) issues.amount = clientIssue("amount", "not_integer");
  else if (amount < MIN_DEPOSIT_XAF) issues.amount = { ...clientIssue("amount", "too_small"), minimum: MIN_DEPOSIT_XAF };
  else if (amount > MAX_PROVIDER_DEPOSIT_XAF) issues.amount = clientIssue("amount", "too_big");
  if (!/^[6-9]\d{8}$/.test(phone)) issues.phone = clientIssue("phone", "invalid_format");
  return issues;
}

export function PayWithProvider({
  method,
  phone,
  onBack,
  onClose,
  onManual,
}: {
  method: DepositMethod;
  phone: string;
  onBack: () => void;
  onClose: () => void;
  onManual: () => void;
}) {
  const { t, i18n } = useLingui();
  const pay = usePayDeposit();
  const [issues, setIssues] = useState<FieldErrors>({});
  const [started, setStarted] = useState<{ id: string; at: number } | null>(null);
  const errors = withTierLimit(i18n, issues, errorTexts(i18n, issues, payIssueMessages, paymentCodes));
  const minimum = formatXaf(MIN_DEPOSIT_XAF, i18n.locale);

  if (started) {
    return (
      <DepositStatus id={started.id} startedAt={started.at} method={method} onRetry={() => setStarted(null)} onClose={onClose} />
    );
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const amount = Number(String(form.get("amount") ?? "").trim() || Number.NaN);
    const payer = phoneDigits(String(form.get("phone") ?? "").trim());
    const found = checkPayInput(amount, payer);
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    pay.mutate(
      { amount, phone: payer, paymentMethod: method },
      {
        onSuccess: (created) => setStarted({ id: created.id, at: Date.now() }),
        onError: (err) => {
          if (err instanceof ApiError && err.issues.length > 0) setIssues(firstByField(err.issues));
        },
      },
    );
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField
        name="amount"
        type="number"
        inputMode="numeric"
        min={MIN_DEPOSIT_XAF}
        label={t`Amount (XAF)`}
        description={t`At least ${minimum}.`}
        errorMessage={errors.amount}
      />
      <TextField
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        defaultValue={phone}
        onBlur={(e) => {
          e.currentTarget.value = phoneDigits(e.currentTarget.value);
        }}
        label={t`Number that pays`}
        description={t`The ${method} mobile money number the money comes from.`}
        errorMessage={errors.phone}
      />
      <p className="small muted">
        <Trans>
          Approve on your phone within {PROMPT_APPROVAL_MINUTES} minutes (dial {approvalCode[method]} if no prompt appears).
        </Trans>
      </p>
      {pay.isError && (
        <div className="banner banner--destructive" role="alert">
          <p>{i18n._(describeError(pay.error, payFailed, paymentCodes))}</p>
        </div>
      )}
      <div className="button-row">
        <button type="button" className="button button--outline" onClick={onBack}>
          <Trans>Back</Trans>
        </button>
        <button type="submit" className="button" disabled={pay.isPending}>
          {pay.isPending ? <Trans>Sending...</Trans> : <Trans>Pay now</Trans>}
        </button>
      </div>
      <p className="small">
        <button type="button" className="link-button" onClick={onManual}>
          <Trans>I sent the money by hand: show the transfer steps</Trans>
        </button>
      </p>
    </form>
  );
}

function DepositStatus({
  id,
  startedAt,
  method,
  onRetry,
  onClose,
}: {
  id: string;
  startedAt: number;
  method: DepositMethod;
  /** Back to the form, after a failure. */
  onRetry: () => void;
  /** Closes the whole deposit dialog. */
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const status = useDepositStatus(id, startedAt);
  const payment = status.data;
  if (!payment) {
    return (
      <p role="status">
        <Trans>Loading...</Trans>
      </p>
    );
  }
  const amount = formatXaf(payment.amountXaf, i18n.locale);
  const stoppedWaiting = isOpen(payment.status) && Date.now() - startedAt >= WAIT_MS;
  return (
    <div className="payment-status" data-status={payment.status}>
      <p
        role="status"
        aria-live="polite"
        data-testid="payment-status"
        className={payment.status === "failed" ? "banner banner--destructive" : "banner"}
      >
        <StatusText payment={payment} method={method} amount={amount} stoppedWaiting={stoppedWaiting} />
      </p>
      <dl className="payment-status__refs">
        <dt>
          <Trans>Our reference</Trans>
        </dt>
        <dd>
          <code>{payment.reference}</code>
        </dd>
        <dt>
          <Trans>Operator reference</Trans>
        </dt>
        <dd>{payment.operatorReference ? <code>{payment.operatorReference}</code> : <Trans>not yet known</Trans>}</dd>
      </dl>
      {payment.status === "succeeded" && (
        <div className="button-row">
          <button type="button" className="button" onClick={onClose}>
            <Trans>Done</Trans>
          </button>
        </div>
      )}
      {payment.status !== "succeeded" && !isOpen(payment.status) && (
        <div className="button-row">
          {payment.status === "failed" && (
            <button type="button" className="button" onClick={onRetry}>
              <Trans>Try again</Trans>
            </button>
          )}
          <button type="button" className="button button--outline" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </div>
      )}
    </div>
  );
}

function StatusText({
  payment,
  method,
  amount,
  stoppedWaiting,
}: {
  payment: PaymentView;
  method: DepositMethod;
  amount: string;
  stoppedWaiting: boolean;
}) {
  const { i18n } = useLingui();
  const code = approvalCode[method];
  switch (payment.status) {
    case "succeeded":
      return <Trans>Deposit received: {amount} credited to your principal balance.</Trans>;
    case "failed":
      return <>{i18n._(depositFailureText(payment.failureReason))}</>;
    case "needs_review":
      return <Trans>Our team is checking this payment. No need to pay again: we credit it as soon as it is confirmed.</Trans>;
    default:
      if (stoppedWaiting) {
        return (
          <Trans>
            Still waiting for the operator. We keep checking and credit you as soon as it confirms; you can close this window.
          </Trans>
        );
      }
      return (
        <Trans>
          Approve the payment of {amount} on your phone (dial {code} if no prompt appears). Waiting for the operator...
        </Trans>
      );
  }
}
