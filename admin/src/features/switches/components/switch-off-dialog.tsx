/**
 * Confirms switching deposits or withdrawals off, with an optional reason that the
 * transparency page shows to everyone (docs/product-rules.md#switches), checked with the
 * shared `switchInput` so a reason too long is named at its field before anything is sent.
 */
import { useForm } from "@tanstack/react-form";
import { Trans, useLingui } from "@lingui/react/macro";
import { SWITCH_REASON_MAX, type SwitchInput, switchInput } from "@app/schema/contracts/deposits";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { checkWith, parseWith } from "../../../lib/form";
import { fieldBindings, submitHandler, useServerIssues } from "../../../lib/form-bindings";
import type { SwitchName } from "../api/get-switch-status";
import { useSetSwitch } from "../api/set-switch";
import { switchOffMessage, switchOffRequest } from "../switch-off-check";

interface SwitchOffDialogProps {
  name: SwitchName;
  open: boolean;
  onClose: () => void;
}

export function SwitchOffDialog({ name, open, onClose }: SwitchOffDialogProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useSetSwitch(name);
  const deposits = name === "deposits";
  const formId = `switch-off-${name}`;

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  function save(input: SwitchInput) {
    mutation.mutate(input, {
      onSuccess: () => {
        toast({ title: deposits ? t`Deposits turned off` : t`Withdrawals turned off` });
        close();
      },
      onError: (error) => toast({ title: t`Update Failed`, description: errorMessage(error, i18n), variant: "destructive" }),
    });
  }

  return (
    <ConfirmDialog
      open={open}
      title={deposits ? t`Turn deposits off?` : t`Turn withdrawals off?`}
      error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
      onClose={close}
      form={formId}
      pending={mutation.isPending}
      tone="danger"
      label={<Trans>Turn off</Trans>}
      pendingLabel={<Trans>Saving...</Trans>}
    >
      <p>
        {deposits ? (
          <Trans>Investors will see the maintenance message and cannot submit new deposit verifications.</Trans>
        ) : (
          <Trans>Investors cannot request new withdrawals. Pending requests must still be approved or rejected.</Trans>
        )}
      </p>
      <ReasonForm id={formId} failure={mutation.error} onSave={save} />
    </ConfirmDialog>
  );
}

/** The reason, a new form each time the dialog opens; `failure` is the last failed save's error. */
function ReasonForm({ id, failure, onSave }: { id: string; failure: unknown; onSave: (input: SwitchInput) => void }) {
  const { t, i18n } = useLingui();
  const form = useForm({
    defaultValues: { reason: "" },
    validators: { onSubmit: checkWith(switchInput, switchOffRequest, switchOffMessage) },
    onSubmit: ({ value }) => onSave(parseWith(switchInput, switchOffRequest(value))),
  });
  useServerIssues(form, failure, switchOffMessage);
  return (
    <form id={id} noValidate onSubmit={submitHandler(form)}>
      <form.Field name="reason">
        {(field) => (
          <TextAreaField
            {...fieldBindings(i18n, field)}
            label={t`Reason (optional)`}
            description={t`Public: shown with the date on the transparency page.`}
            maxLength={SWITCH_REASON_MAX}
          />
        )}
      </form.Field>
    </form>
  );
}
