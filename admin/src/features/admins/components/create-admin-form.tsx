/**
 * 'Add an admin', for owners (docs/product-rules.md#admin-roles): a username, a first
 * password they change nowhere (they set up their authenticator at the first sign-in) and
 * a role, checked with the shared `createAdminInput`; a taken username is named at its field.
 */
import { useForm } from "@tanstack/react-form";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ADMIN_ROLES, type AdminRole, createAdminInput } from "@app/schema/contracts/admins";
import type { FieldIssue } from "@app/schema/errors";
import { ApiError } from "@app/web/api-client";
import { Button } from "../../../components/ui/button";
import { RadioGroup } from "../../../components/ui/radio-group";
import { TextField } from "../../../components/ui/text-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { checkWith, parseWith, showFieldErrors, showServerIssues } from "../../../lib/form";
import { fieldBindings, submitHandler } from "../../../lib/form-bindings";
import { roleLabel } from "../../../lib/role-label";
import { useCreateAdmin } from "../api/create-admin";

function issueMessage(issue: FieldIssue) {
  if (issue.field === "username") return msg`Username must be 3 to 32 letters, digits, dots, hyphens or underscores`;
  if (issue.field === "password") return msg`An admin password must be at least 12 characters`;
  return undefined;
}

export function CreateAdminForm() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const create = useCreateAdmin();
  const form = useForm({
    defaultValues: { username: "", password: "", role: "support" as AdminRole },
    validators: { onSubmit: checkWith(createAdminInput, (values) => values, issueMessage) },
    onSubmit: ({ value, formApi }) => {
      create.mutate(parseWith(createAdminInput, value), {
        onSuccess: ({ admin }) => {
          const name = admin.username;
          formApi.reset({ ...value, username: "", password: "" });
          toast({ title: t`Admin created`, description: t`${name} can now sign in and set up their authenticator.` });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "username_taken")
            showFieldErrors(formApi, { username: msg`An admin with this username already exists.` });
          else showServerIssues(formApi, error, issueMessage);
          toast({ title: t`Failed to create admin`, description: errorMessage(error, i18n), variant: "destructive" });
        },
      });
    },
  });

  return (
    <form className="admin-create" noValidate onSubmit={submitHandler(form)}>
      <h2>
        <Trans>Add an admin</Trans>
      </h2>
      <form.Field name="username">
        {(field) => (
          <TextField
            {...fieldBindings(i18n, field)}
            label={t`Username`}
            name="new-admin-username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck="false"
            maxLength={32}
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <TextField
            {...fieldBindings(i18n, field)}
            label={t`First password`}
            name="new-admin-password"
            type="password"
            autoComplete="new-password"
            maxLength={128}
            description={t`At least 12 characters. Give it to them privately.`}
          />
        )}
      </form.Field>
      <form.Field name="role">
        {(field) => (
          <RadioGroup
            label={t`Role`}
            name="new-admin-role"
            value={field.state.value}
            onChange={field.handleChange}
            options={ADMIN_ROLES.map((r) => ({ value: r, label: roleLabel(r, i18n) }))}
          />
        )}
      </form.Field>
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
