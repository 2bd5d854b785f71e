/**
 * Platform settings other than the steps: support links, the operator's legal name and
 * licence reference (shown publicly; docs/product-rules.md#operator) and the receiving accounts.
 * Checked with the shared `settingsInput`; failure toasts 'Failed to update settings'.
 */
import { useForm } from "@tanstack/react-form";
import { Trans, useLingui } from "@lingui/react/macro";
import { phoneDigits } from "@app/schema/phone";
import { settingsInput, type Settings } from "@app/schema/contracts/settings";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { checkWith, fieldError, parseWith, showServerIssues } from "../../../lib/form";
import { submitHandler } from "../../../lib/form-bindings";
import { useUpdateSettings } from "../api/update-settings";
import { type SettingsField, settingsMessage, settingsRequest, settingsValues } from "../settings-check";
import { type FieldOptions, SettingsFields } from "./settings-fields";

const PHONE_FIELDS = new Set<SettingsField>(["mtnReceivingNumber", "orangeReceivingNumber"]);

export function SettingsForm({ settings }: { settings: Settings }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useUpdateSettings();
  const form = useForm({
    defaultValues: settingsValues(settings),
    validators: { onSubmit: checkWith(settingsInput, settingsRequest, settingsMessage) },
    onSubmit: ({ value, formApi }) => {
      mutation.mutate(parseWith(settingsInput, settingsRequest(value)), {
        onSuccess: (saved) => {
          formApi.reset(settingsValues(saved));
          toast({ title: t`Settings saved` });
        },
        onError: (error) => {
          showServerIssues(formApi, error, settingsMessage);
          toast({ title: t`Failed to update settings`, description: errorMessage(error, i18n), variant: "destructive" });
        },
      });
    },
  });

  const renderField = (name: SettingsField, label: string, options: FieldOptions) => (
    <form.Field key={name} name={name}>
      {(field) => (
        <TextField
          label={label}
          value={field.state.value}
          errorMessage={fieldError(i18n, field)}
          autoComplete="off"
          spellCheck="false"
          // A pasted '+237 6 70 00 00 00' keeps its 9 digits (docs/product-rules.md#accounts).
          onChange={(value) => field.handleChange(PHONE_FIELDS.has(name) ? phoneDigits(value) : value)}
          onBlur={field.handleBlur}
          {...options}
        />
      )}
    </form.Field>
  );

  return (
    <form className="card form-card" noValidate onSubmit={submitHandler(form)}>
      <h2 className="section-title">
        <Trans>Platform settings</Trans>
      </h2>
      <SettingsFields field={renderField} />
      <div className="actions">
        <Button type="submit" tone="primary" isDisabled={mutation.isPending}>
          {mutation.isPending ? <Trans>Saving...</Trans> : <Trans>Save settings</Trans>}
        </Button>
      </div>
    </form>
  );
}
