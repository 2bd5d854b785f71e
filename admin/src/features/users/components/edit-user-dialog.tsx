/**
 * Edit User (docs/product-rules.md#admin; docs/product-rules.md#corrections): name,
 * phone, mobile money service, balances and status, checked with the shared
 * `userUpdateInput` (user-form.ts). A balance change needs a reason and becomes a ledger
 * adjustment. 'Update User' reads 'Updating...' while busy; failure toasts 'Update Failed'.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminUserView, UserUpdateInput } from "@app/schema/contracts/admin";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { useUpdateUser } from "../api/update-user";
import { EditUserForm } from "./edit-user-form";

const FORM_ID = "edit-user-form";

export function EditUserDialog({ user, onClose }: { user: AdminUserView | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useUpdateUser();

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  function save(userId: number, input: UserUpdateInput) {
    mutation.mutate(
      { userId, user: input },
      {
        onSuccess: (updated) => {
          // A balance or payout phone change is a proposal for a second admin (docs/product-rules.md#approvals).
          if ("approvalId" in updated) {
            toast({
              title: t`Proposed: waiting for a second admin's approval`,
              description: t`The other details are saved; a new balance or phone takes effect once another admin approves it in Pending approvals.`,
            });
          } else {
            toast({ title: t`User updated`, description: updated.fullName });
          }
          mutation.reset();
          onClose();
        },
        onError: (error) => toast({ title: t`Update Failed`, description: errorMessage(error, i18n), variant: "destructive" }),
      },
    );
  }

  return (
    <ConfirmDialog
      open={user !== null}
      wide
      title={t`Edit User`}
      error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
      onClose={close}
      form={FORM_ID}
      pending={mutation.isPending}
      label={<Trans>Update User</Trans>}
      pendingLabel={<Trans>Updating...</Trans>}
    >
      {user && (
        <EditUserForm key={user.id} id={FORM_ID} user={user} failure={mutation.error} onSave={(input) => save(user.id, input)} />
      )}
    </ConfirmDialog>
  );
}
