/**
 * Edit Investment Card (docs/product-rules.md#admin-panel; docs/product-rules.md#cards:
 * 'How returns are earned' and the term), each text in English and French
 * (docs/product-rules.md#content-languages). 'Update Card' reads 'Updating...' while busy;
 * failure toasts 'Failed to update investment card'.
 */
import { useEffect, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminCardView } from "@app/schema/contracts/investments";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { TextField } from "../../../components/ui/text-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { fieldText } from "../../../lib/field-message";
import { useUpdateCard } from "../api/update-card";
import { cardFormValues, checkCardForm, type CardFormErrors, type CardFormValues } from "../card-form";
import { ImageUrlField } from "./image-url-field";
import { NumberField } from "../../../components/ui/number-field";
import { Switch } from "../../../components/ui/switch";

const FORM_ID = "edit-card-form";

export function EditCardDialog({ card, onClose }: { card: AdminCardView | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useUpdateCard();
  const [values, setValues] = useState<CardFormValues | null>(null);
  const [errors, setErrors] = useState<CardFormErrors>({});

  useEffect(() => {
    setValues(card ? cardFormValues(card) : null);
    setErrors({});
  }, [card]);

  function set<K extends keyof CardFormValues>(key: K, value: CardFormValues[K]) {
    setValues((current) => (current ? { ...current, [key]: value } : current));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!card || !values) return;
    const checked = checkCardForm(values);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    mutation.mutate(
      { id: card.id, card: checked.card },
      {
        onSuccess: (updated) => {
          toast({ title: t`Investment card updated`, description: updated.name });
          mutation.reset();
          onClose();
        },
        onError: (error) =>
          toast({ title: t`Failed to update investment card`, description: errorMessage(error, i18n), variant: "destructive" }),
      },
    );
  }

  return (
    <ConfirmDialog
      open={card !== null}
      wide
      title={t`Edit Investment Card`}
      error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
      onClose={close}
      form={FORM_ID}
      pending={mutation.isPending}
      label={<Trans>Update Card</Trans>}
      pendingLabel={<Trans>Updating...</Trans>}
    >
      {values && (
        <form id={FORM_ID} className="form-grid" onSubmit={onSubmit} noValidate>
          <TextField
            label={t`Name`}
            value={values.name}
            maxLength={100}
            errorMessage={fieldText(i18n, errors.name)}
            onChange={(value) => set("name", value)}
          />
          <TextAreaField
            label={t`Description`}
            value={values.description}
            maxLength={1000}
            errorMessage={fieldText(i18n, errors.description)}
            onChange={(value) => set("description", value)}
          />
          <TextAreaField
            label={t`How returns are earned`}
            description={t`What the money buys and where the return comes from. Shown on the card and before investing.`}
            rows={4}
            value={values.howReturnsAreEarned}
            maxLength={1000}
            errorMessage={fieldText(i18n, errors.howReturnsAreEarned)}
            onChange={(value) => set("howReturnsAreEarned", value)}
          />
          <TextField
            label={t`Name (French)`}
            value={values.nameFr}
            maxLength={100}
            errorMessage={fieldText(i18n, errors.nameFr)}
            onChange={(value) => set("nameFr", value)}
          />
          <TextAreaField
            label={t`Description (French)`}
            value={values.descriptionFr}
            maxLength={1000}
            errorMessage={fieldText(i18n, errors.descriptionFr)}
            onChange={(value) => set("descriptionFr", value)}
          />
          <TextAreaField
            label={t`How returns are earned (French)`}
            rows={4}
            value={values.howReturnsAreEarnedFr}
            maxLength={1000}
            errorMessage={fieldText(i18n, errors.howReturnsAreEarnedFr)}
            onChange={(value) => set("howReturnsAreEarnedFr", value)}
          />
          <ImageUrlField
            value={values.imageUrl}
            errorMessage={fieldText(i18n, errors.imageUrl)}
            onChange={(url) => set("imageUrl", url)}
          />
          <div className="field-row">
            <NumberField
              label={t`Investment Amount (XAF)`}
              minValue={0}
              value={fieldNumber(values.investmentAmount)}
              errorMessage={fieldText(i18n, errors.investmentAmount)}
              onChange={(value) => set("investmentAmount", Number.isNaN(value) ? "" : String(value))}
            />
            <NumberField
              label={t`Daily Return (XAF)`}
              description={t`A target, not guaranteed.`}
              minValue={0}
              value={fieldNumber(values.dailyReturn)}
              errorMessage={fieldText(i18n, errors.dailyReturn)}
              onChange={(value) => set("dailyReturn", Number.isNaN(value) ? "" : String(value))}
            />
            <NumberField
              label={t`Term (days)`}
              minValue={0}
              value={fieldNumber(values.durationDays)}
              errorMessage={fieldText(i18n, errors.durationDays)}
              onChange={(value) => set("durationDays", Number.isNaN(value) ? "" : String(value))}
            />
          </div>
          <Switch isSelected={values.isActive} onChange={(on) => set("isActive", on)}>
            <Trans>Active (investors can buy this card)</Trans>
          </Switch>
        </form>
      )}
    </ConfirmDialog>
  );
}

/** The number a form field holds, `NaN` (an empty field) when it is blank or not a number. */
function fieldNumber(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text);
}
