/**
 * Edit Investment Card (spec section 2; decisions.md: 'How returns are earned' and the
 * term). 'Update Card' reads 'Updating...' while busy; failure toasts 'Failed to update
 * investment card'.
 */
import { useEffect, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { InvestmentCardView } from "@app/schema/contracts/investments";
import { Dialog } from "../../../components/ui/dialog";
import { DialogActions } from "../../../components/ui/dialog-actions";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { TextField } from "../../../components/ui/text-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { useUpdateCard } from "../api/update-card";
import { cardFormValues, checkCardForm, type CardFormErrors, type CardFormValues } from "../card-form";
import { ImageUrlField } from "./image-url-field";

const FORM_ID = "edit-card-form";

export function EditCardDialog({ card, onClose }: { card: InvestmentCardView | null; onClose: () => void }) {
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
    const checked = checkCardForm(values, i18n);
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
    <Dialog
      open={card !== null}
      wide
      title={t`Edit Investment Card`}
      error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
      onClose={close}
      actions={
        <DialogActions
          onCancel={close}
          form={FORM_ID}
          pending={mutation.isPending}
          label={<Trans>Update Card</Trans>}
          pendingLabel={<Trans>Updating...</Trans>}
        />
      }
    >
      {values && (
        <form id={FORM_ID} className="form-grid" onSubmit={onSubmit} noValidate>
          <TextField
            label={t`Name`}
            value={values.name}
            maxLength={100}
            errorMessage={errors.name}
            onChange={(e) => set("name", e.target.value)}
          />
          <TextAreaField
            label={t`Description`}
            value={values.description}
            maxLength={1000}
            errorMessage={errors.description}
            onChange={(e) => set("description", e.target.value)}
          />
          <TextAreaField
            label={t`How returns are earned`}
            description={t`What the money buys and where the return comes from. Shown on the card and before investing.`}
            rows={4}
            value={values.howReturnsAreEarned}
            maxLength={1000}
            errorMessage={errors.howReturnsAreEarned}
            onChange={(e) => set("howReturnsAreEarned", e.target.value)}
          />
          <ImageUrlField value={values.imageUrl} errorMessage={errors.imageUrl} onChange={(url) => set("imageUrl", url)} />
          <div className="field-row">
            <TextField
              label={t`Investment Amount (XAF)`}
              inputMode="numeric"
              value={values.investmentAmount}
              errorMessage={errors.investmentAmount}
              onChange={(e) => set("investmentAmount", e.target.value)}
            />
            <TextField
              label={t`Daily Return (XAF)`}
              description={t`A target, not guaranteed.`}
              inputMode="numeric"
              value={values.dailyReturn}
              errorMessage={errors.dailyReturn}
              onChange={(e) => set("dailyReturn", e.target.value)}
            />
            <TextField
              label={t`Term (days)`}
              inputMode="numeric"
              value={values.durationDays}
              errorMessage={errors.durationDays}
              onChange={(e) => set("durationDays", e.target.value)}
            />
          </div>
          <label className="checkbox">
            <input type="checkbox" checked={values.isActive} onChange={(e) => set("isActive", e.target.checked)} />
            <Trans>Active (investors can buy this card)</Trans>
          </label>
        </form>
      )}
    </Dialog>
  );
}
