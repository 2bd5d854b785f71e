/**
 * Reset password (docs/product-rules.md#temporary-passwords): first a confirmation, then
 * the one-time temporary password, shown once with a copy button and a warning. Closing
 * the dialog forgets it; admins never see a user's own password.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminUserView } from "@app/schema/contracts/admin";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog } from "../../../components/ui/dialog";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { useResetPassword } from "../api/reset-password";
import { CopyButton } from "./copy-button";

interface ResetPasswordDialogProps {
  user: AdminUserView | null;
  onClose: () => void;
}

export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useResetPassword();
  const temporaryPassword = mutation.data?.temporaryPassword ?? null;
  const name = user?.fullName ?? "";

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  function confirm() {
    if (!user) return;
    mutation.mutate(user.id, {
      onError: (error) =>
        toast({ title: t`Failed to reset password`, description: errorMessage(error, i18n), variant: "destructive" }),
    });
  }

  if (temporaryPassword !== null) {
    return (
      <Dialog
        open={user !== null}
        title={t`Temporary password for ${name}`}
        onClose={close}
        actions={
          <Button tone="primary" onPress={close}>
            <Trans>Done</Trans>
          </Button>
        }
      >
        <div className="secret-row">
          <code className="secret" translate="no">
            {temporaryPassword}
          </code>
          <CopyButton value={temporaryPassword} />
        </div>
        <p className="notice notice-warning">
          <Trans>
            This password will not be shown again. Give it to the user through a trusted channel; they must choose a new password
            when they next log in.
          </Trans>
        </p>
      </Dialog>
    );
  }

  return (
    <ConfirmDialog
      open={user !== null}
      error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
      title={t`Reset the password of ${name}?`}
      onClose={close}
      onConfirm={confirm}
      pending={mutation.isPending}
      tone="danger"
      label={<Trans>Reset password</Trans>}
      pendingLabel={<Trans>Resetting...</Trans>}
    >
      <p>
        <Trans>
          Their current password stops working at once. You will see a temporary password once, to pass on to them; they must
          choose a new one when they next log in.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}
