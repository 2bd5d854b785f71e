/**
 * The admin login card (docs/product-rules.md#admin-panel): EN/FR, username and password,
 * a busy label while the request runs, field messages from the shared `adminLoginInput`
 * contract, and the 'Login Failed' toast with the reason chosen by error code.
 */
import { useState, type FormEvent } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { adminLoginInput } from "@app/schema/contracts/auth";
import { LanguageSwitch } from "../../../components/language-switch";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { fieldText, type FieldMessage } from "../../../lib/field-message";
import { useLogin } from "../api/login";

type Field = "username" | "password";

/**
 * `onSignedIn` runs once the session holds the admin, `onCodeRequired` when the password was
 * right and the admin's authenticator code comes next (the route decides where to go).
 */
export function LoginForm({ onSignedIn, onCodeRequired }: { onSignedIn: () => void; onCodeRequired: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const login = useLogin();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, FieldMessage>>>({});
  /** The failed call, kept as it is so its message follows the language switch. */
  const [formError, setFormError] = useState<unknown>(null);

  function messageFor(field: Field, tooLong: boolean): FieldMessage {
    if (field === "username") return tooLong ? msg`Username is too long` : msg`Username is required`;
    return tooLong ? msg`Password is too long` : msg`Password is required`;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = adminLoginInput.safeParse({ username: data.get("username"), password: data.get("password") });
    if (!parsed.success) {
      const errors: Partial<Record<Field, FieldMessage>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "username" || field === "password") && !errors[field]) {
          errors[field] = messageFor(field, issue.code === "too_big");
        }
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setFormError(null);
    login.mutate(parsed.data, {
      onSuccess: (result) => {
        if (!("admin" in result)) {
          onCodeRequired();
          return;
        }
        const username = result.admin.username;
        toast({ title: t`Login Successful`, description: t`Welcome back, ${username}` });
        onSignedIn();
      },
      onError: (error) => {
        setFormError(error);
        toast({ title: t`Login Failed`, description: errorMessage(error, i18n), variant: "destructive" });
      },
    });
  }

  return (
    <main className="login-screen">
      <form className="card login-card" onSubmit={onSubmit} noValidate>
        <div className="login-language">
          <LanguageSwitch />
        </div>
        <p className="brand" aria-hidden="true">
          🦁
        </p>
        <h1 className="login-title">
          <Trans>LionArt Admin</Trans>
        </h1>
        <p className="login-subtitle">
          <Trans>Staff only. Sign in with your administrator account.</Trans>
        </p>
        <TextField
          label={t`Username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck="false"
          maxLength={64}
          isRequired
          errorMessage={fieldText(i18n, fieldErrors.username)}
        />
        <TextField
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={128}
          isRequired
          errorMessage={fieldText(i18n, fieldErrors.password)}
        />
        {formError !== null && <p className="form-error">{errorMessage(formError, i18n)}</p>}
        <Button type="submit" tone="primary" block isDisabled={login.isPending}>
          {login.isPending ? <Trans>Logging in...</Trans> : <Trans>Log in</Trans>}
        </Button>
      </form>
    </main>
  );
}
