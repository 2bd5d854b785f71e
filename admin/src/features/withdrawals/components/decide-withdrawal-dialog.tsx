/**
 * Approve or reject a pending withdrawal, with optional admin notes. On the manual payout
 * channel, approve only after sending the amount to receive: it books the payout and the fee
 * and cannot be undone. On the automatic channel (docs/product-rules.md#automatic-rails)
 * approving asks the provider to send it, and the request reads 'Being paid by provider'
 * until the provider's final answer. When the worker says a second admin is needed
 * (`secondAdminRequired`: a new payout number or above the threshold, APR-2, APR-3),
 * approving only proposes it and the dialog says so instead. Failure toasts are 'Approval Failed' and 'Rejection
 * Failed' (docs/product-rules.md#errors).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { PaymentChannelsView } from "@app/schema/contracts/payments";
import type { WithdrawalView } from "@app/schema/contracts/withdrawals";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { formatPhone, formatXaf, withdrawalFeeRate } from "@app/web/money";
import { useDecideWithdrawal } from "../api/decide-withdrawal";
import { WithdrawalNotesForm } from "./withdrawal-notes-form";

const FORM_ID = "decide-withdrawal-form";

export interface WithdrawalDecisionTarget {
  withdrawal: WithdrawalView;
  decision: "approve" | "reject";
}

interface DecideWithdrawalDialogProps {
  target: WithdrawalDecisionTarget | null;
  onClose: () => void;
  /** The payout channel of each method, once known. */
  payoutChannels?: PaymentChannelsView["payouts"];
}

export function DecideWithdrawalDialog({ target, onClose, payoutChannels }: DecideWithdrawalDialogProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useDecideWithdrawal();
  const w = target?.withdrawal;
  const approving = target?.decision === "approve";
  const locale = i18n.locale;
  const amount = w ? formatXaf(w.amount, locale) : "";
  const fee = w ? formatXaf(w.fee, locale) : "";
  const rate = withdrawalFeeRate(locale);
  const toReceive = w ? formatXaf(w.amountToReceive, locale) : "";
  const accountName = w?.accountName ?? "";
  const account = w ? `${w.paymentMethod} ${formatPhone(w.accountNumber)}` : "";
  const automatic = w ? payoutChannels?.[w.paymentMethod === "Orange Money" ? "Orange" : "MTN"] === "automatic" : false;

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  function decide(adminNotes: string | undefined) {
    if (!target || !w) return;
    mutation.mutate(
      { id: w.id, decision: target.decision, adminNotes },
      {
        onSuccess: (result) => {
          // A proposal (202) has no `id`; a decided request always carries `approvalId` (null when none is open).
          const proposed = !("id" in result);
          const paying = "id" in result && result.status === "processing";
          toast({
            title: proposed
              ? t`Proposed: waiting for a second admin's approval`
              : paying
                ? t`Withdrawal approved: being paid by provider`
                : approving
                  ? t`Withdrawal approved`
                  : t`Withdrawal rejected`,
            description: `${accountName} · ${amount}`,
          });
          mutation.reset();
          onClose();
        },
        onError: (error) =>
          toast({
            title: approving ? t`Approval Failed` : t`Rejection Failed`,
            description: errorMessage(error, i18n),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <ConfirmDialog
      open={target !== null}
      title={approving ? t`Approve this withdrawal?` : t`Reject this withdrawal?`}
      error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
      onClose={close}
      form={FORM_ID}
      pending={mutation.isPending}
      tone={approving ? "primary" : "danger"}
      label={approving ? <Trans>Approve</Trans> : <Trans>Reject</Trans>}
      pendingLabel={approving ? <Trans>Approving...</Trans> : <Trans>Rejecting...</Trans>}
    >
      <dl className="summary-list">
        <div>
          <dt>
            <Trans>Account name</Trans>
          </dt>
          <dd>{accountName}</dd>
        </div>
        <div>
          <dt>
            <Trans>Account</Trans>
          </dt>
          {/* The service may wrap; the number never does (it was cut at the dialog's edge). */}
          <dd>
            {w?.paymentMethod} <span className="nowrap">{w ? formatPhone(w.accountNumber) : ""}</span>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>
            <Trans>Fee ({rate})</Trans>
          </dt>
          <dd>{fee}</dd>
        </div>
        <div>
          <dt>
            <Trans>Amount to receive</Trans>
          </dt>
          <dd className="amount">{toReceive}</dd>
        </div>
      </dl>
      {approving && w?.secondAdminRequired ? (
        <p className="notice notice-warning">
          {w.newPayoutNumber ? (
            <Trans>
              A second admin must approve this withdrawal: {account} is a new payout number, not a phone the investor registered
              themselves. Approving proposes it; nothing is sent or recorded until another admin approves it.
            </Trans>
          ) : (
            <Trans>
              A second admin must approve this withdrawal: it is above the approval threshold. Approving proposes it; nothing is
              sent or recorded until another admin approves it.
            </Trans>
          )}
        </p>
      ) : approving && automatic ? (
        <p className="notice notice-warning">
          <Trans>
            Automatic payouts: approving asks the payment provider to send {toReceive} to {accountName} ({account}). Do not send
            it by hand. The request reads 'Being paid by provider' until the provider confirms; if the payout fails, the amount
            goes back to the investor.
          </Trans>
        </p>
      ) : approving ? (
        <p className="notice notice-warning">
          <Trans>
            Send {toReceive} to {accountName} ({account}) first, then approve. Approving records the payout and the {fee} fee; it
            cannot be undone.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>The {amount} held for this request goes back to the investor's principal balance. Nothing is sent.</Trans>
        </p>
      )}
      {w && <WithdrawalNotesForm key={w.id} id={FORM_ID} failure={mutation.error} onDecide={decide} />}
    </ConfirmDialog>
  );
}
