/**
 * The second step of the staff sign-in (docs/product-rules.md#admin-roles): the 6-digit
 * code from the admin's authenticator app, or one of their recovery codes. A wrong or
 * already used code is said next to the field; attempts are limited like passwords.
 */
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LanguageSwitch } from "../../../components/language-switch";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { useLoginWithCode } from "../api/login";

export function CodeForm({ onSignedIn, onRestart }: { onSignedIn: () => void; onRestart: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const submit = useLoginWithCode();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState("");
  const [formError, setFormError] = useState<unknown>(null);
  const [empty, setEmpty] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = value.trim();
    if (!typed) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    setFormError(null);
    submit.mutate(useRecovery ? { recoveryCode: typed } : { code: typed.replace(/\s+/g, "") }, {
      onSuccess: ({ admin }) => {
        const username = admin.username;
        toast({ title: t`Login Successful`, description: t`Welcome back, ${username}` });
        onSignedIn();
      },
      onError: (error) => setFormError(error),
    });
  }

  const fieldError = empty
    ? useRecovery
      ? t`Enter one of your recovery codes`
      : t`Enter the 6-digit code`
    : formError !== null
      ? errorMessage(formError, i18n)
      : undefined;

  return (
    <main className="login-screen">
      <form className="card login-card" onSubmit={onSubmit} noValidate>
        <div className="login-language">
          <LanguageSwitch />
        </div>
        <h1 className="login-title">
          <Trans>Two-step sign-in</Trans>
        </h1>
        <p className="login-subtitle">
          {useRecovery ? (
            <Trans>Enter one of the recovery codes you saved when you set up your authenticator. Each works once.</Trans>
          ) : (
            <Trans>Enter the 6-digit code your authenticator app shows for LionArt.</Trans>
          )}
        </p>
        <TextField
          key={useRecovery ? "recovery" : "code"}
          label={useRecovery ? t`Recovery code` : t`Authentication code`}
          name={useRecovery ? "recoveryCode" : "code"}
          value={value}
          onChange={setValue}
          autoComplete="one-time-code"
          inputMode={useRecovery ? "text" : "numeric"}
          autoCapitalize="none"
          spellCheck="false"
          maxLength={useRecovery ? 32 : 7}
          isRequired
          autoFocus
          errorMessage={fieldError}
        />
        <Button type="submit" tone="primary" block isDisabled={submit.isPending}>
          {submit.isPending ? <Trans>Checking...</Trans> : <Trans>Verify</Trans>}
        </Button>
        <Button
          size="small"
          onPress={() => {
            setUseRecovery(!useRecovery);
            setValue("");
            setFormError(null);
            setEmpty(false);
          }}
        >
          {useRecovery ? <Trans>Use the authenticator code</Trans> : <Trans>Use a recovery code</Trans>}
        </Button>
        <Button size="small" onPress={onRestart}>
          <Trans>Start again</Trans>
        </Button>
      </form>
    </main>
  );
}
