/**
 * The admin login card (spec section 2): EN/FR, username and password, a busy label
 * while the request runs, field messages from the shared `adminLoginInput` contract,
 * and the 'Login Failed' toast with the reason chosen by error code.
 */
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { adminLoginInput } from "@app/schema/contracts/auth";
import { LanguageSwitch } from "../../../components/language-switch";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { useLogin } from "../api/login";

type Field = "username" | "password";

/** `onSignedIn` runs once the session holds the admin (the route decides where to go). */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const login = useLogin();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function messageFor(field: Field, tooLong: boolean): string {
    if (field === "username") return tooLong ? t`Username is too long` : t`Username is required`;
    return tooLong ? t`Password is too long` : t`Password is required`;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = adminLoginInput.safeParse({ username: data.get("username"), password: data.get("password") });
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
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
      onSuccess: ({ admin }) => {
        const username = admin.username;
        toast({ title: t`Login Successful`, description: t`Welcome back, ${username}` });
        onSignedIn();
      },
      onError: (error) => {
        const description = errorMessage(error, i18n);
        setFormError(description);
        toast({ title: t`Login Failed`, description, variant: "destructive" });
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
          errorMessage={fieldErrors.username}
        />
        <TextField
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={128}
          isRequired
          errorMessage={fieldErrors.password}
        />
        {formError && <p className="form-error">{formError}</p>}
        <Button type="submit" tone="primary" block isDisabled={login.isPending}>
          {login.isPending ? <Trans>Logging in...</Trans> : <Trans>Log in</Trans>}
        </Button>
      </form>
    </main>
  );
}
