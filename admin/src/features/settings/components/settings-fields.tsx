/** The settings form's fields, grouped: support links, operator identity, receiving accounts. */
import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SettingsField } from "../settings-check";

/** What sets one field apart besides its label. */
export interface FieldOptions {
  maxLength: number;
  description?: string;
  inputMode?: "url" | "numeric";
}

/** `field` renders one field of the form (its value, error and change). */
export function SettingsFields({ field }: { field: (name: SettingsField, label: string, options: FieldOptions) => ReactNode }) {
  const { t } = useLingui();
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
