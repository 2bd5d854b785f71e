/**
 * The Admins tab, for owners (docs/product-rules.md#admin-roles): every staff account with
 * its role, second-factor state and status; a form to create one with a role and a first
 * password; per row, change the role or disable (which signs them out at once) and enable,
 * and reset a lost second factor (ADM-16).
 * The server refuses to demote or disable the last owner (`last_owner`).
 */
import { useState, type FormEvent } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ADMIN_ROLES, type AdminAccountView, type AdminRole, createAdminInput } from "@app/schema/contracts/admins";
import { formatDateTime } from "@app/web/money";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Menu, type MenuAction } from "../../components/ui/menu";
import { RadioGroup } from "../../components/ui/radio-group";
import { Cell, compareText, DataTable, Row, type TableColumn } from "../../components/ui/table";
import { TextField } from "../../components/ui/text-field";
import { useToast } from "../../components/ui/toast";
import { errorMessage } from "../../lib/error-message";
import { fieldText, type FieldMessage } from "../../lib/field-message";
import { useAdmins, useCreateAdmin, useResetTotp, useUpdateAdmin } from "./api";
import { roleLabel } from "./role-label";

type Field = "username" | "password";

function CreateAdminForm() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const create = useCreateAdmin();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [role, setRole] = useState<AdminRole>("support");
  const [errors, setErrors] = useState<Partial<Record<Field, FieldMessage>>>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createAdminInput.safeParse({ username, password, role });
    if (!parsed.success) {
      const next: Partial<Record<Field, FieldMessage>> = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === "username")
          next.username ??= msg`Username must be 3 to 32 letters, digits, dots, hyphens or underscores`;
        if (issue.path[0] === "password") next.password ??= msg`An admin password must be at least 12 characters`;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: ({ admin }) => {
        const name = admin.username;
        setUsername("");
        setPassword("");
        toast({ title: t`Admin created`, description: t`${name} can now sign in and set up their authenticator.` });
      },
      onError: (error) =>
        toast({ title: t`Failed to create admin`, description: errorMessage(error, i18n), variant: "destructive" }),
    });
  }

  return (
    <form className="admin-create" onSubmit={onSubmit} noValidate>
      <h2>
        <Trans>Add an admin</Trans>
      </h2>
      <TextField
        label={t`Username`}
        name="new-admin-username"
        value={username}
        onChange={setUsername}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck="false"
        maxLength={32}
        errorMessage={fieldText(i18n, errors.username)}
      />
      <TextField
        label={t`First password`}
        name="new-admin-password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        maxLength={128}
        description={t`At least 12 characters. Give it to them privately.`}
        errorMessage={fieldText(i18n, errors.password)}
      />
      <RadioGroup
        label={t`Role`}
        name="new-admin-role"
        value={role}
        onChange={setRole}
        options={ADMIN_ROLES.map((r) => ({ value: r, label: roleLabel(r, i18n) }))}
      />
      <p className="muted">
        <Trans>
          Support: users (read, suspend, reset password) and announcements. Finance: deposits, withdrawals, the reserve and
          balance adjustments. Owner: everything, plus admins, settings and the switches.
        </Trans>
      </p>
      <Button type="submit" tone="primary" isDisabled={create.isPending}>
        {create.isPending ? <Trans>Creating...</Trans> : <Trans>Create admin</Trans>}
      </Button>
    </form>
  );
}

type RowAction = `role-${AdminRole}` | "disable" | "enable" | "reset-totp";

function AdminRow({ admin }: { admin: AdminAccountView }) {
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

export function AdminsTab() {
  const { t, i18n } = useLingui();
  const list = useAdmins();
  const columns: TableColumn<AdminAccountView>[] = [
    { key: "username", label: t`Username`, isRowHeader: true, sort: (a, b) => compareText(a.username, b.username) },
    { key: "role", label: t`Role`, sort: (a, b) => compareText(a.role, b.role) },
    { key: "totp", label: t`Authenticator` },
    { key: "status", label: t`Status` },
    { key: "createdAt", label: t`Created`, sort: (a, b) => compareText(a.createdAt, b.createdAt) },
    { key: "actions", label: t`Actions` },
  ];
  return (
    <section className="tab-section">
      <h2>
        <Trans>Admins</Trans>
      </h2>
      {list.isPending && (
        <p role="status">
          <Trans>Loading...</Trans>
        </p>
      )}
      {list.isError && <p role="alert">{errorMessage(list.error, i18n)}</p>}
      {list.data && (
        <DataTable label={t`Admins`} className="responsive-table" columns={columns} rows={list.data.admins}>
          {(admin) => <AdminRow key={admin.id} admin={admin} />}
        </DataTable>
      )}
      <CreateAdminForm />
    </section>
  );
}
