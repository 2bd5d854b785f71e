/**
 * Platform settings other than the steps: support links, the operator's legal name and
 * licence reference (shown publicly; docs/product-rules.md#operator) and the receiving accounts.
 * Checked with the shared `settingsInput`; failure toasts 'Failed to update settings'.
 */
import { useState, type FormEvent } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { settingsInput, type Settings, type SettingsInput } from "@app/schema/contracts/settings";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import type { FieldMessage } from "../../../lib/field-message";
import { useUpdateSettings } from "../api/update-settings";
import { SettingsFields } from "./settings-fields";
import { Button } from "../../../components/ui/button";

export const SETTINGS_FIELDS = [
  "whatsappLink",
  "telegramLink",
  "communityLink",
  "paymentLink",
  "operatorLegalName",
  "licenceReference",
  "mtnReceivingNumber",
  "mtnReceivingName",
  "orangeReceivingNumber",
  "orangeReceivingName",
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];
export type SettingsValues = Record<SettingsField, string>;

export function SettingsForm({ settings }: { settings: Settings }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useUpdateSettings();
  const [values, setValues] = useState<SettingsValues>(() => pick(settings));
  const [errors, setErrors] = useState<Partial<Record<SettingsField, FieldMessage>>>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input: Record<string, string> = {};
    for (const key of SETTINGS_FIELDS) input[key] = values[key].trim();
    // The payment link cannot be emptied (the contract wants a URL), so an empty one is left as it is.
    if (!input.paymentLink) delete input.paymentLink;
    const parsed = settingsInput.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<SettingsField, FieldMessage>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as SettingsField;
        next[field] ??=
          field === "whatsappLink"
            ? msg`Must be an https WhatsApp link (wa.me or chat.whatsapp.com)`
            : field === "telegramLink"
              ? msg`Must be an https Telegram link (t.me)`
              : field === "communityLink"
                ? msg`Must be an https WhatsApp or Telegram link`
                : field === "paymentLink"
                  ? msg`Must be an https link`
                  : field.endsWith("ReceivingNumber")
                    ? msg`Must be 9 digits`
                    : msg`Too long`;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data satisfies SettingsInput, {
      onSuccess: (saved) => {
        setValues(pick(saved));
        toast({ title: t`Settings saved` });
      },
      onError: (error) =>
        toast({ title: t`Failed to update settings`, description: errorMessage(error, i18n), variant: "destructive" }),
    });
  }

  return (
    <form className="card form-card" onSubmit={onSubmit} noValidate>
      <h2 className="section-title">
        <Trans>Platform settings</Trans>
      </h2>
      <SettingsFields
        values={values}
        errors={errors}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          setErrors((current) => ({ ...current, [field]: undefined }));
        }}
      />
      <div className="actions">
        <Button type="submit" tone="primary" isDisabled={mutation.isPending}>
          {mutation.isPending ? <Trans>Saving...</Trans> : <Trans>Save settings</Trans>}
        </Button>
      </div>
    </form>
  );
}

function pick(settings: Settings): SettingsValues {
  return Object.fromEntries(SETTINGS_FIELDS.map((key) => [key, settings[key]])) as SettingsValues;
}
