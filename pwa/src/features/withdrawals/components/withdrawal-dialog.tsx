/**
 * The two-step withdrawal dialog (docs/product-rules.md#screen-withdrawal): the form,
 * then, once the server allows withdrawals and the principal covers the amount, the
 * summary and Submit. A refusal's toast belongs to its step. Success resets and closes it; the user and dashboard are refetched.
 * Loaded on demand.
 */
import { msg } from "@lingui/core/macro";
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AuthUser } from "@app/schema/contracts/auth";
import type { WithdrawInput } from "@app/schema/contracts/withdrawals";
import { MIN_WITHDRAWAL_XAF, withdrawalFeeXaf } from "@app/schema/money";
import { Modal } from "../../../components/ui/modal";
import { describeError, networkError } from "@app/web/error-messages";
import { ApiError } from "@app/web/api-client";
import { formatDate, formatPhone, formatXaf } from "@app/web/money";
import { toast, useToastScope } from "@app/web/toast-store";
import { isNetworkError } from "../../offline/network";
import { usePaymentChannels } from "../../../lib/payment-channels";
import { useVerification } from "../api/get-verification";
import { getWithdrawalAvailability } from "../api/get-withdrawal-availability";
import { useRequestWithdrawal } from "../api/request-withdrawal";
import { WithdrawalForm, type WithdrawalValues } from "./withdrawal-form";
import { WithdrawalSummary } from "./withdrawal-summary";
import { type FieldErrors, firstByField } from "../../../lib/field-issues";
import {
  coolingOffMessage,
  notEnoughFunds,
  requestFailed,
  statusCheckFailed,
  withdrawalCodes,
  withdrawalsOff,
} from "./withdrawal-messages";

function initialValues(user: AuthUser): WithdrawalValues {
  return {
    accountName: user.fullName,
    accountNumber: user.phone,
    paymentMethod: user.mobileMoneyService,
    amount: String(MIN_WITHDRAWAL_XAF),
  };
}

export function WithdrawalDialog({ user, onClose }: { user: AuthUser; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const request = useRequestWithdrawal();
  const [values, setValues] = useState(() => initialValues(user));
  // Payouts go only to a verified number whose cooling-off has passed (docs/product-rules.md#verified-numbers, KYC-4).
  const usable = (useVerification().data?.payoutNumbers ?? []).filter((n) => Date.parse(n.usableFrom) <= Date.now());
  const [summary, setSummary] = useState<WithdrawInput | null>(null);
  // A tier limit refuses the amount: back to the form, the amount field saying why (KYC-7).
  const [refused, setRefused] = useState<FieldErrors>({});
  const [checking, setChecking] = useState(false);
  // A refusal belongs to the step that raised it: it leaves when the step changes or the
  // dialog closes (docs/product-rules.md#screen-behaviour). Success outlives the dialog.
  const stepToast = useToastScope(summary ? "withdrawal:summary" : "withdrawal:form");
  const principalXaf = Math.floor(Number(user.principalBalance));
  const available = formatXaf(user.principalBalance, i18n.locale);
  // Paid by the provider once approved when the method's payout channel is automatic (RAIL-5).
  const paidByProvider =
    usePaymentChannels().data?.payouts[values.paymentMethod === "Orange Money" ? "Orange" : "MTN"] === "automatic";

  const onContinue = async (input: WithdrawInput) => {
    setChecking(true);
    try {
      const availability = await getWithdrawalAvailability();
      if (!availability.allowed) {
        stepToast({
          title: msg`Withdrawal Not Allowed`,
          description: withdrawalsOff,
          variant: "destructive",
        });
        return;
      }
    } catch (err) {
      // Offline it says so (docs/product-rules.md#offline).
      stepToast({ title: isNetworkError(err) ? networkError : statusCheckFailed, variant: "destructive" });
      return;
    } finally {
      setChecking(false);
    }
    if (input.amount > principalXaf) {
      stepToast({ title: msg`Insufficient Balance`, description: notEnoughFunds, variant: "destructive" });
      return;
    }
    setSummary(input);
  };

  const onSubmit = () => {
    if (!summary) return;
    const receive = formatXaf(summary.amount - withdrawalFeeXaf(summary.amount), i18n.locale);
    const number = formatPhone(summary.accountNumber);
    request.mutate(summary, {
      onSuccess: () => {
        toast({
          title: msg`Withdrawal Requested`,
          description: msg`${receive} will be sent to ${number} once an admin approves the request.`,
        });
        setSummary(null);
        setValues(initialValues(user));
        onClose();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === "tier_limit") {
          setRefused(firstByField(err.issues));
          setSummary(null);
          return;
        }
        stepToast({
          title: msg`Withdrawal Failed`,
          description:
            err instanceof ApiError && err.code === "withdrawals_cooling_off" && err.reopensAt
              ? coolingOffMessage(formatDate(err.reopensAt, i18n.locale, true))
              : describeError(err, requestFailed, withdrawalCodes),
          variant: "destructive",
        });
      },
    });
  };

  return (
    <Modal title={summary ? t`Confirm withdrawal` : t`Withdraw Funds`} onClose={onClose} busy={request.isPending}>
      {summary ? (
        <WithdrawalSummary
          input={summary}
          principalXaf={principalXaf}
          submitting={request.isPending}
          onBack={() => setSummary(null)}
          onSubmit={onSubmit}
        />
      ) : (
        <>
          <p className="small">
            <Trans>Available in your principal balance: {available}</Trans>
          </p>
          <WithdrawalForm
            values={values}
            onChange={(next) => {
              setRefused({});
              setValues(next);
            }}
            checking={checking}
            onContinue={onContinue}
            verifiedNumbers={usable}
            refused={refused}
          />
        </>
      )}
      <p className="small muted">
        {paidByProvider ? (
          <Trans>
            Withdrawals are approved by our staff Monday to Saturday, 8:00 AM to 6:00 PM (Cameroon time), never on Sunday, usually
            within 1 to 2 hours; the operator then sends the money to your number.
          </Trans>
        ) : (
          <Trans>
            Withdrawals are processed by hand Monday to Saturday, 8:00 AM to 6:00 PM (Cameroon time), never on Sunday, usually
            within 1 to 2 hours.
          </Trans>
        )}
      </p>
    </Modal>
  );
}
