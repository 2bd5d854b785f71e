/**
 * Propose the refund of a deposit held in suspense to the number that paid
 * (docs/product-rules.md#suspense): the payment's facts, a reason for the second admin, and
 * 'Propose refund'. Nothing moves until another admin approves it in Pending approvals; then
 * the operator sends the refund from the provider's dashboard.
 */
import { useForm } from "@tanstack/react-form";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SuspenseItem } from "@app/schema/contracts/suspense";
import { formatPhone, formatXaf } from "@app/web/money";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { fieldBindings, submitHandler, useServerIssues } from "../../../lib/form-bindings";
import { useProposeRefund } from "../api/suspense";
import { checkRefundReason, refundIssueMessage, refundReason } from "../refund-reason";

const FORM_ID = "refund-suspense-form";

export function RefundDialog({ item, onClose }: { item: SuspenseItem | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useProposeRefund();
  const amount = item ? formatXaf(item.amountXaf, i18n.locale) : "";
  const payer = item ? formatPhone(item.payerPhone) : "";

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={item !== null}
      title={t`Refund this deposit?`}
      error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
      onClose={close}
      form={FORM_ID}
      pending={mutation.isPending}
      label={<Trans>Propose refund</Trans>}
      pendingLabel={<Trans>Proposing...</Trans>}
    >
      <p>
        <Trans>
          {amount} to {payer}. A second admin must approve it in Pending approvals; then send it from the provider's dashboard.
        </Trans>
      </p>
      {item && (
        <ReasonForm
          key={item.transferId}
          failure={mutation.error}
          onSubmit={(reason) =>
            mutation.mutate(
              { transferId: item.transferId, reason },
              {
                onSuccess: () => {
                  toast({ title: t`Proposed: waiting for a second admin's approval`, description: `${payer} · ${amount}` });
                  mutation.reset();
                  onClose();
                },
              },
            )
          }
        />
      )}
    </ConfirmDialog>
  );
}

function ReasonForm({ failure, onSubmit }: { failure: unknown; onSubmit: (reason: string) => void }) {
  const { t, i18n } = useLingui();
  const form = useForm({
    defaultValues: { reason: "" },
    validators: { onSubmit: checkRefundReason },
    onSubmit: ({ value }) => onSubmit(refundReason(value)),
  });
  useServerIssues(form, failure, refundIssueMessage);
  return (
    <form id={FORM_ID} noValidate onSubmit={submitHandler(form)}>
      <form.Field name="reason">
        {(field) => <TextAreaField {...fieldBindings(i18n, field)} label={t`Reason`} maxLength={300} isRequired />}
      </form.Field>
    </form>
  );
}
