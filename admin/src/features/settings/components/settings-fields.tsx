/** The settings form's fields, grouped: support links, operator identity, receiving accounts. */
import { Trans, useLingui } from "@lingui/react/macro";
import { phoneDigits } from "@app/schema/phone";
import { TextField } from "../../../components/ui/text-field";
import { fieldText, type FieldMessage } from "../../../lib/field-message";
import type { SettingsField, SettingsValues } from "./settings-form";

interface SettingsFieldsProps {
  values: SettingsValues;
  errors: Partial<Record<SettingsField, FieldMessage>>;
  onChange: (field: SettingsField, value: string) => void;
}

const PHONE_FIELDS = new Set<SettingsField>(["mtnReceivingNumber", "orangeReceivingNumber"]);

export function SettingsFields({ values, errors, onChange }: SettingsFieldsProps) {
  const { t, i18n } = useLingui();
  const field = (
    name: SettingsField,
    label: string,
    extra: { maxLength: number; description?: string; inputMode?: "url" | "numeric" },
  ) => (
    <TextField
      label={label}
      value={values[name]}
      errorMessage={fieldText(i18n, errors[name])}
      autoComplete="off"
      spellCheck="false"
      // A pasted '+237 6 70 00 00 00' keeps its 9 digits (docs/product-rules.md#accounts).
      onChange={(value) => onChange(name, PHONE_FIELDS.has(name) ? phoneDigits(value) : value)}
      {...extra}
    />
  );
  return (
    <>
      <fieldset className="settings-group">
        <legend className="step-legend">
          <Trans>Support links</Trans>
        </legend>
        {field("whatsappLink", t`WhatsApp support link`, { maxLength: 500, inputMode: "url" })}
        {field("telegramLink", t`Telegram support link`, { maxLength: 500, inputMode: "url" })}
        {field("communityLink", t`Community channel link`, { maxLength: 500, inputMode: "url" })}
        {field("paymentLink", t`Payment link`, { maxLength: 500, inputMode: "url" })}
      </fieldset>
      <fieldset className="settings-group">
        <legend className="step-legend">
          <Trans>Operator</Trans>
        </legend>
        {field("operatorLegalName", t`Operator legal name`, {
          maxLength: 200,
          description: t`Shown in the footer and on the Terms page.`,
        })}
        {field("licenceReference", t`Licence or approval reference`, {
          maxLength: 200,
          description: t`Leave empty if none: the site then says plainly that none has been declared.`,
        })}
      </fieldset>
      <fieldset className="settings-group">
        <legend className="step-legend">
          <Trans>Receiving accounts</Trans>
        </legend>
        <div className="field-row">
          {field("mtnReceivingNumber", t`MTN receiving number`, { maxLength: 40, inputMode: "numeric" })}
          {field("mtnReceivingName", t`MTN receiving name`, { maxLength: 100 })}
        </div>
        <div className="field-row">
          {field("orangeReceivingNumber", t`Orange receiving number`, { maxLength: 40, inputMode: "numeric" })}
          {field("orangeReceivingName", t`Orange receiving name`, { maxLength: 100 })}
        </div>
        <p className="field-hint">
          <Trans>The deposit steps are not updated automatically: change the number in the steps too.</Trans>
        </p>
      </fieldset>
    </>
  );
}
