/**
 * Edit Investment Card (docs/product-rules.md#admin-panel; docs/product-rules.md#cards:
 * 'How returns are earned' and the term), each text in English and French
 * (docs/product-rules.md#content-languages). 'Update Card' reads 'Updating...' while busy;
 * failure toasts 'Failed to update investment card'.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminCardView, CardUpdateInput } from "@app/schema/contracts/investments";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { useUpdateCard } from "../api/update-card";
import { EditCardForm } from "./edit-card-form";

const FORM_ID = "edit-card-form";

export function EditCardDialog({ card, onClose }: { card: AdminCardView | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useUpdateCard();

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  function save(id: number, input: CardUpdateInput) {
    mutation.mutate(
      { id, card: input },
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
      {card && (
        <EditCardForm key={card.id} id={FORM_ID} card={card} failure={mutation.error} onSave={(input) => save(card.id, input)} />
      )}
    </ConfirmDialog>
  );
}
