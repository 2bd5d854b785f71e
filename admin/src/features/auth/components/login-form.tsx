/**
 * The admin login card (docs/product-rules.md#admin-panel): EN/FR, username and password,
 * a busy label while the request runs, field messages from the shared `adminLoginInput`
 * contract, and the 'Login Failed' toast with the reason chosen by error code. When the API
 * asks for a security check (`challenge_required`, AUTH-11) the check is shown and the
 * sign-in is sent again with its token as soon as it passes.
 */
import { useRef, useState, type FormEvent } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type AdminLoginInput, adminLoginInput } from "@app/schema/contracts/auth";
import type { SignInChallenge as Challenge } from "@app/schema/errors";
import { ApiError } from "@app/web/api-client";
import { LanguageSwitch } from "../../../components/language-switch";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { fieldText, type FieldMessage } from "../../../lib/field-message";
import { useLogin } from "../api/login";
import { SignInChallenge } from "./sign-in-challenge";

type Field = "username" | "password";

const checkUnavailable = msg`The security check could not be completed. Please reload the page and try again.`;

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
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  /** A fresh widget each time a token was spent or refused. */
  const [attempt, setAttempt] = useState(0);
  const token = useRef<string | null>(null);
  /** A sign-in waiting for the check to pass, sent with its token then. */
  const [waiting, setWaiting] = useState<AdminLoginInput | null>(null);

  function send(input: AdminLoginInput) {
    // A token serves one attempt: the next one gets a fresh widget.
    const turnstileToken = token.current ?? undefined;
    token.current = null;
    if (turnstileToken) setAttempt((n) => n + 1);
    setFormError(null);
    login.mutate(
      { ...input, turnstileToken },
      {
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
          if (error instanceof ApiError && error.code === "challenge_required" && error.challenge) {
            const next = error.challenge;
            setChallenge((shown) => (shown?.siteKey === next.siteKey && shown.scriptUrl === next.scriptUrl ? shown : next));
            setWaiting(input);
            return;
          }
          setFormError(error);
          toast({ title: t`Login Failed`, description: errorMessage(error, i18n), variant: "destructive" });
        },
      },
    );
  }

  function onToken(value: string) {
    token.current = value;
    if (waiting) {
      setWaiting(null);
      send(waiting);
    }
  }

  function onLost(kind: "expired" | "error") {
    token.current = null;
    if (kind === "expired") return;
    setWaiting(null);
    setFormError(checkUnavailable);
  }

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
    // The check is showing and has not passed yet: this sign-in goes out when it does.
    if (challenge && !token.current) {
      setWaiting(parsed.data);
      return;
    }
    send(parsed.data);
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
        {challenge && (
          <SignInChallenge challenge={challenge} language={i18n.locale} attempt={attempt} onToken={onToken} onLost={onLost} />
        )}
        {formError !== null && (
          <p className="form-error">
            {formError === checkUnavailable ? i18n._(checkUnavailable) : errorMessage(formError, i18n)}
          </p>
        )}
        <Button type="submit" tone="primary" block isDisabled={login.isPending || waiting !== null}>
          {login.isPending || waiting ? <Trans>Logging in...</Trans> : <Trans>Log in</Trans>}
        </Button>
      </form>
    </main>
  );
}
