/**
 * 'Verify a payout number' (docs/product-rules.md#verified-numbers, KYC-3): staff propose a
 * number for the user's withdrawals with a reason; a second admin approves it; the investor
 * is told at once and payouts to it open after the cooling-off.
 */
import { useForm } from "@tanstack/react-form";
import { Trans, useLingui } from "@lingui/react/macro";
import { MOBILE_MONEY_SERVICES } from "@app/schema/contracts/auth";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { SelectField } from "../../../components/ui/select-field";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { TextField } from "../../../components/ui/text-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { fieldBindings, submitHandler, useServerIssues } from "../../../lib/form-bindings";
import { useProposeNumber } from "../api/propose-number";
import { type NumberFormValues, checkNumberForm, numberIssueMessage, numberProposal } from "../number-form";

const FORM_ID = "verify-number-form";

export function VerifyNumberDialog({ userId, open, onClose }: { userId: number; open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useProposeNumber();

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={open}
      title={t`Verify a payout number`}
      error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
      onClose={close}
      form={FORM_ID}
      pending={mutation.isPending}
      label={<Trans>Propose</Trans>}
      pendingLabel={<Trans>Proposing...</Trans>}
    >
      <p>
        <Trans>
          Only for a number whose holder you have checked. A second admin must approve it; the investor is told at once, and
          withdrawals to it open after the cooling-off.
        </Trans>
      </p>
      {open && (
        <NumberForm
          failure={mutation.error}
          onSubmit={(values) =>
            mutation.mutate(
              { userId, input: numberProposal(values) },
              {
                onSuccess: () => {
                  toast({ title: t`Proposed: waiting for a second admin's approval` });
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

function NumberForm({ failure, onSubmit }: { failure: unknown; onSubmit: (values: NumberFormValues) => void }) {
  const { t, i18n } = useLingui();
  const form = useForm({
    defaultValues: { number: "", service: "MTN Mobile Money", reason: "" } as NumberFormValues,
    validators: { onSubmit: checkNumberForm },
    onSubmit: ({ value }) => onSubmit(value),
  });
  useServerIssues(form, failure, numberIssueMessage);
  return (
    <form id={FORM_ID} className="stack" noValidate onSubmit={submitHandler(form)}>
      <form.Field name="number">
        {(field) => <TextField {...fieldBindings(i18n, field)} label={t`Number`} inputMode="tel" isRequired />}
      </form.Field>
      <form.Field name="service">
        {(field) => (
          <SelectField
            label={t`Mobile money service`}
            value={field.state.value}
            options={MOBILE_MONEY_SERVICES.map((s) => ({ value: s, label: s }))}
            onChange={(value) => field.handleChange(value)}
          />
        )}
      </form.Field>
      <form.Field name="reason">
        {(field) => <TextAreaField {...fieldBindings(i18n, field)} label={t`Reason`} maxLength={300} isRequired />}
      </form.Field>
    </form>
  );
}
