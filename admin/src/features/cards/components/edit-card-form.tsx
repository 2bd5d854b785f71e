/**
 * The card editor's fields, a new form each time the dialog opens, checked on submit
 * with `checkCardForm` (the shared `cardUpdateInput`); the server's field issues land at
 * their fields the same way (docs/product-rules.md#field-issues).
 */
import { useEffect } from "react";
import { useForm } from "@tanstack/react-form";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminCardView, CardUpdateInput } from "@app/schema/contracts/investments";
import { NumberField } from "../../../components/ui/number-field";
import { Switch } from "../../../components/ui/switch";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { TextField } from "../../../components/ui/text-field";
import { fieldError, showServerIssues } from "../../../lib/form";
import { submitHandler } from "../../../lib/form-bindings";
import { cardFormValues, cardIssueMessage, cardUpdate, checkCardForm, type CardFormValues } from "../card-form";
import { ImageUrlField } from "./image-url-field";

interface EditCardFormProps {
  /** The form element's id, which the dialog's action submits. */
  id: string;
  card: AdminCardView;
  /** The failed save's error, whose field issues show at their fields. */
  failure: unknown;
  onSave: (input: CardUpdateInput) => void;
}

type TextName = "name" | "description" | "howReturnsAreEarned" | "nameFr" | "descriptionFr" | "howReturnsAreEarnedFr";
type NumberName = "investmentAmount" | "dailyReturn" | "durationDays";

export function EditCardForm({ id, card, failure, onSave }: EditCardFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    defaultValues: cardFormValues(card),
    validators: { onSubmit: ({ value }) => checkCardForm(value) },
    onSubmit: ({ value }) => onSave(cardUpdate(value)),
  });
  useEffect(() => {
    if (failure) showServerIssues(form, failure, cardIssueMessage(form.state.values));
  }, [failure, form]);

  const text = (
    name: TextName,
    label: string,
    maxLength: number,
    extra: { multiline?: boolean; rows?: number; description?: string } = {},
  ) => (
    <form.Field name={name}>
      {(field) => {
        const props = {
          label,
          maxLength,
          description: extra.description,
          value: field.state.value,
          errorMessage: fieldError(i18n, field),
          onChange: field.handleChange,
          onBlur: field.handleBlur,
        };
        return extra.multiline ? <TextAreaField {...props} rows={extra.rows} /> : <TextField {...props} />;
      }}
    </form.Field>
  );
  const number = (name: NumberName, label: string, description?: string) => (
    <form.Field name={name}>
      {(field) => (
        <NumberField
          label={label}
          description={description}
          minValue={0}
          value={fieldNumber(field.state.value)}
          errorMessage={fieldError(i18n, field)}
          onChange={(value) => field.handleChange(Number.isNaN(value) ? "" : String(value))}
          onBlur={field.handleBlur}
        />
      )}
    </form.Field>
  );

  return (
    <form id={id} className="form-grid" noValidate onSubmit={submitHandler(form)}>
      {text("name", t`Name`, 100)}
      {text("description", t`Description`, 1000, { multiline: true })}
      {text("howReturnsAreEarned", t`How returns are earned`, 1000, {
        multiline: true,
        rows: 4,
        description: t`What the money buys and where the return comes from. Shown on the card and before investing.`,
      })}
      {text("nameFr", t`Name (French)`, 100)}
      {text("descriptionFr", t`Description (French)`, 1000, { multiline: true })}
      {text("howReturnsAreEarnedFr", t`How returns are earned (French)`, 1000, { multiline: true, rows: 4 })}
      <form.Field name="imageUrl">
        {(field) => (
          <ImageUrlField value={field.state.value} errorMessage={fieldError(i18n, field)} onChange={field.handleChange} />
        )}
      </form.Field>
      <div className="field-row">
        {number("investmentAmount", t`Investment Amount (XAF)`)}
        {number("dailyReturn", t`Daily Return (XAF)`, t`A target, not guaranteed.`)}
        {number("durationDays", t`Term (days)`)}
      </div>
      <form.Field name="isActive">
        {(field) => (
          <Switch isSelected={field.state.value} onChange={field.handleChange}>
            <Trans>Active (investors can buy this card)</Trans>
          </Switch>
        )}
      </form.Field>
    </form>
  );
}

/** The number a form field holds, `NaN` (an empty field) when it is blank or not a number. */
function fieldNumber(text: CardFormValues[NumberName]): number {
  return text.trim() === "" ? Number.NaN : Number(text);
}
