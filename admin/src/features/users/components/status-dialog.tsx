/**
 * Confirmation before suspending or activating a user (docs/product-rules.md#suspension),
 * saying what changes for the investor; 'Failed to update user status' toast on failure.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminUserView } from "@app/schema/contracts/admin";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { useSetUserActive } from "../api/set-user-active";

interface StatusDialogProps {
  user: AdminUserView | null;
  onClose: () => void;
}

export function StatusDialog({ user, onClose }: StatusDialogProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useSetUserActive();
  const suspending = user?.isActive ?? false;
  const name = user?.fullName ?? "";

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  function confirm() {
    if (!user) return;
    mutation.mutate(
      { userId: user.id, isActive: !user.isActive },
      {
        onSuccess: (updated) => {
          toast({ title: updated.isActive ? t`User activated` : t`User suspended`, description: updated.fullName });
          mutation.reset();
          onClose();
        },
        onError: (error) =>
          toast({ title: t`Failed to update user status`, description: errorMessage(error, i18n), variant: "destructive" }),
      },
    );
  }

  return (
    <ConfirmDialog
      open={user !== null}
      error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
      title={suspending ? t`Suspend ${name}?` : t`Activate ${name}?`}
      onClose={close}
      onConfirm={confirm}
      pending={mutation.isPending}
      tone={suspending ? "danger" : "primary"}
      label={suspending ? <Trans>Suspend</Trans> : <Trans>Activate</Trans>}
      pendingLabel={<Trans>Saving...</Trans>}
    >
      {suspending ? (
        <p>
          <Trans>
            They will still be able to sign in and see their account, but not deposit, invest or withdraw. Their daily returns are
            paused while suspended.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>They will be able to deposit, invest and withdraw again, and their daily returns resume.</Trans>
        </p>
      )}
    </ConfirmDialog>
  );
}
