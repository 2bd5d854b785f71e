/**
 * Confirms deleting a deposit verification: it only hides the request; a credit
 * already made stays in the ledger and in the investor's history.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { DepositVerificationView } from "@app/schema/contracts/deposits";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { useDeleteDeposit } from "../api/delete-deposit";
import { DepositSummary } from "./deposit-summary";

export function DeleteDepositDialog({ deposit, onClose }: { deposit: DepositVerificationView | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useDeleteDeposit();

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  function confirm() {
    if (!deposit) return;
    mutation.mutate(deposit.id, {
      onSuccess: () => {
        toast({ title: t`Verification deleted` });
        mutation.reset();
        onClose();
      },
      onError: (error) =>
        toast({ title: t`Failed to delete verification`, description: errorMessage(error, i18n), variant: "destructive" }),
    });
  }

  return (
    <ConfirmDialog
      open={deposit !== null}
      title={t`Delete this deposit verification?`}
      error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
      onClose={close}
      onConfirm={confirm}
      pending={mutation.isPending}
      tone="danger"
      label={<Trans>Delete</Trans>}
      pendingLabel={<Trans>Deleting...</Trans>}
    >
      {deposit && <DepositSummary deposit={deposit} />}
      <p>
        {deposit?.status === "approved" ? (
          <Trans>
            The request disappears from this list. The credit already made stays in the ledger and in the investor's history.
          </Trans>
        ) : (
          <Trans>The request disappears from this list. Nothing is credited or taken back.</Trans>
        )}
      </p>
    </ConfirmDialog>
  );
}
