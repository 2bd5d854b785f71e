/**
 * Permanent erase of a user (docs/product-rules.md#erasure): a confirmation saying what is
 * erased and what stays. Refused (409 `user_holds_money`) while they hold money: the
 * reason shows in the dialog and a 'Failed to delete user' toast.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminUserView } from "@app/schema/contracts/admin";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { useDeleteUser } from "../api/delete-user";

interface DeleteUserDialogProps {
  user: AdminUserView | null;
  onClose: () => void;
}

export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useDeleteUser();
  const name = user?.fullName ?? "";

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  function confirm() {
    if (!user) return;
    mutation.mutate(user.id, {
      onSuccess: () => {
        toast({ title: t`User deleted`, description: name });
        mutation.reset();
        onClose();
      },
      onError: (error) =>
        toast({ title: t`Failed to delete user`, description: errorMessage(error, i18n), variant: "destructive" }),
    });
  }

  return (
    <ConfirmDialog
      open={user !== null}
      error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
      title={t`Delete ${name} permanently?`}
      onClose={close}
      onConfirm={confirm}
      pending={mutation.isPending}
      tone="danger"
      label={<Trans>Delete user</Trans>}
      pendingLabel={<Trans>Deleting...</Trans>}
    >
      <p>
        <Trans>
          Their name, phone, password and referral code are erased and the account is closed. This cannot be undone. Their ledger
          entries stay, anonymised, so the books still balance.
        </Trans>
      </p>
      <p className="muted">
        <Trans>
          Refused while they hold money (balances, active investments or pending withdrawals): settle them, or adjust the balances
          to zero with a reason, first.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}
