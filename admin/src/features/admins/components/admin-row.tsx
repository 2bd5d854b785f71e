/**
 * One staff account in the Admins tab (docs/product-rules.md#admin-roles): username, role,
 * second-factor state, status and creation; its menu changes the role, disables (signing
 * them out at once) or enables, and resets a lost second factor after confirmation (ADM-16).
 */
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ADMIN_ROLES, type AdminAccountView, type AdminRole } from "@app/schema/contracts/admins";
import { formatDateTime } from "@app/web/money";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Menu, type MenuAction } from "../../../components/ui/menu";
import { Cell, Row } from "../../../components/ui/table";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { roleLabel } from "../../../lib/role-label";
import { useResetTotp } from "../api/reset-totp";
import { useUpdateAdmin } from "../api/update-admin";

type RowAction = `role-${AdminRole}` | "disable" | "enable" | "reset-totp";

export function AdminRow({ admin }: { admin: AdminAccountView }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const update = useUpdateAdmin();
  const reset = useResetTotp();
  const [confirmingReset, setConfirmingReset] = useState(false);
  const name = admin.username;
  const actions: MenuAction<RowAction>[] = [
    ...ADMIN_ROLES.filter((r) => r !== admin.role).map((r) => {
      const label = roleLabel(r, i18n);
      return { key: `role-${r}` as const, label: t`Make ${label}` };
    }),
    admin.disabled ? { key: "enable", label: t`Enable` } : { key: "disable", label: t`Disable and sign out`, danger: true },
    // A lost authenticator and lost recovery codes (ADM-16).
    ...(admin.totpEnrolled ? [{ key: "reset-totp" as const, label: t`Reset authenticator`, danger: true }] : []),
  ];
  const onAction = (key: RowAction) => {
    if (key === "reset-totp") {
      setConfirmingReset(true);
      return;
    }
    const patch =
      key === "disable" ? { disabled: true } : key === "enable" ? { disabled: false } : { role: key.slice(5) as AdminRole };
    update.mutate(
      { id: admin.id, patch },
      {
        onSuccess: () => toast({ title: t`Admin updated`, description: name }),
        onError: (error) =>
          toast({ title: t`Failed to update admin`, description: errorMessage(error, i18n), variant: "destructive" }),
      },
    );
  };
  return (
    <Row id={admin.id}>
      <Cell data-label={t`Username`}>
        <span translate="no">{admin.username}</span>
      </Cell>
      <Cell data-label={t`Role`}>{roleLabel(admin.role, i18n)}</Cell>
      <Cell data-label={t`Authenticator`}>{admin.totpEnrolled ? <Trans>Set up</Trans> : <Trans>Not set up</Trans>}</Cell>
      <Cell data-label={t`Status`}>{admin.disabled ? <Trans>Disabled</Trans> : <Trans>Active</Trans>}</Cell>
      <Cell data-label={t`Created`}>{formatDateTime(admin.createdAt, i18n.locale)}</Cell>
      <Cell data-label={t`Actions`}>
        <Menu label={<Trans>Change</Trans>} ariaLabel={t`Change ${name}`} actions={actions} onAction={onAction} />
        <ConfirmDialog
          open={confirmingReset}
          tone="danger"
          title={t`Reset the authenticator of ${name}?`}
          onClose={() => !reset.isPending && setConfirmingReset(false)}
          onConfirm={() =>
            reset.mutate(admin.id, {
              onSuccess: () => {
                setConfirmingReset(false);
                toast({
                  title: t`Authenticator reset`,
                  description: t`${name} is signed out and sets up a new authenticator at the next sign-in.`,
                });
              },
            })
          }
          pending={reset.isPending}
          error={reset.isError ? errorMessage(reset.error, i18n) : null}
          label={<Trans>Reset authenticator</Trans>}
          pendingLabel={<Trans>Resetting...</Trans>}
        >
          <p>
            <Trans>
              Only for an admin who lost both their authenticator and their recovery codes. They are signed out everywhere and
              must set up a new authenticator at their next sign-in.
            </Trans>
          </p>
        </ConfirmDialog>
      </Cell>
    </Row>
  );
}
