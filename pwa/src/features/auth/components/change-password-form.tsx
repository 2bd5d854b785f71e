/**
 * Choosing a new password: required after an admin reset
 * (docs/product-rules.md#temporary-passwords), or on request from the dashboard. The
 * server may end the session; then the user logs in again with the new password.
 */
import { msg } from "@lingui/core/macro";
import { useState, type FormEvent } from "react";
import { useRouter } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { TextField } from "../../../components/ui/text-field";
import { ApiError } from "@app/web/api-client";
import { describeError } from "@app/web/error-messages";
import { errorTexts, type FieldErrors } from "../../../lib/field-issues";
import { toast } from "@app/web/toast-store";
import { ARRIVAL_TOASTS, leaveForLogin } from "../leave-for-login";
import { useChangePassword } from "../api/change-password";
import { authIssueMessages } from "./field-messages";
import { formSupportForSubmit, preloadFormSupport } from "./load-form-support";

export function ChangePasswordForm({ required = false }: { required?: boolean }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const change = useChangePassword();
  const [issues, setIssues] = useState<FieldErrors>({});
  const errors = errorTexts(i18n, issues, authIssueMessages);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const input = { currentPassword: String(form.get("currentPassword")), newPassword: String(form.get("newPassword")) };
    const support = await formSupportForSubmit();
    if (!support) return;
    const { validateChangePassword } = support;
    const { data, errors: found } = validateChangePassword(i18n, input, String(form.get("confirmPassword")));
    setIssues(found);
    if (!data) return;
    change.mutate(data, {
      onSuccess: (user) => {
        formEl.reset();
        // Signed out by the change: the login page says it (lib/public-pages.ts).
        if (!user) {
          void leaveForLogin({ toast: "passwordChanged" });
          return;
        }
        toast(ARRIVAL_TOASTS.passwordChanged);
        // The page's data was refused (403 password_change_required) while the password
        // was temporary: load it again now (docs/product-rules.md#temporary-passwords).
        if (required) void router.invalidate();
      },
      onError: (err) => {
        const wrongCurrent = err instanceof ApiError && err.code === "invalid_credentials";
        toast({
          title: msg`Password not changed`,
          description: wrongCurrent ? msg`The current password is incorrect.` : describeError(err),
          variant: "destructive",
        });
      },
    });
  };

  return (
    <section className="card narrow" aria-labelledby="change-password-title">
      <h2 id="change-password-title">
        <Trans>Choose a new password</Trans>
      </h2>
      {required && (
        <p>
          <Trans>Your password was reset by support. Enter the temporary password you received, then choose your own.</Trans>
        </p>
      )}
      <form className="form" onSubmit={onSubmit} onFocus={preloadFormSupport} noValidate>
        <TextField
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          label={required ? t`Temporary password` : t`Current password`}
          errorMessage={errors.currentPassword}
        />
        <TextField
          name="newPassword"
          type="password"
          autoComplete="new-password"
          label={t`New password`}
          errorMessage={errors.newPassword}
        />
        <TextField
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          label={t`Confirm new password`}
          errorMessage={errors.confirmPassword}
        />
        <button type="submit" className="button" disabled={change.isPending}>
          {change.isPending ? <Trans>Saving...</Trans> : <Trans>Change password</Trans>}
        </button>
      </form>
    </section>
  );
}
