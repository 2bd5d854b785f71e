/**
 * The login tab (docs/product-rules.md#screen-login): phone and password, then /dashboard.
 * When the API asks for a security check (`challenge_required`, AUTH-11), the check is
 * shown (sign-in-challenge.tsx, loaded then) and the sign-in is sent again with its token
 * as soon as it passes.
 */
import { PASSWORD_MAX_LENGTH } from "@app/schema/limits";
import { phoneDigits } from "@app/schema/phone";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import type { LoginInput } from "@app/schema/contracts/auth";
import type { SignInChallenge } from "@app/schema/errors";
import { Trans, useLingui } from "@lingui/react/macro";
import { TextField } from "../../../components/ui/text-field";
import type { FieldErrors } from "../../../lib/field-issues";
import { toast } from "@app/web/toast-store";
import { useLogin } from "../api/login";
import { PhoneField } from "./phone-field";
import { formSupport, formSupportForSubmit, preloadFormSupport } from "./load-form-support";
import { fieldTexts } from "./field-texts";
import { useStartedForm } from "../../../lib/started-form";
import { useLazyDialog } from "../../../components/ui/use-lazy-dialog";

const loadChallenge = () => import("./sign-in-challenge").then((m) => m.SignInChallenge);

export function LoginForm({ help }: { help: ReactNode }) {
  const { t, i18n } = useLingui();
  // Prerendered on /login: a press before the app started is sent now (lib/started-form.ts).
  const formRef = useStartedForm();
  const login = useLogin();
  const [issues, setIssues] = useState<FieldErrors>({});
  const errors = fieldTexts(i18n, issues);
  const challengeView = useLazyDialog(loadChallenge);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  /** A fresh widget each time a token was spent or refused. */
  const [attempt, setAttempt] = useState(0);
  const token = useRef<string | null>(null);
  /** A sign-in waiting for the check to pass, sent with its token then. */
  const [waiting, setWaiting] = useState<LoginInput | null>(null);

  const send = (data: LoginInput) => {
    // A token serves one attempt: the next one gets a fresh widget.
    const turnstileToken = token.current ?? undefined;
    token.current = null;
    if (turnstileToken) setAttempt((n) => n + 1);
    login.mutate(
      { ...data, turnstileToken },
      {
        onSuccess: ({ user }) => void formSupport().enterAfterSignIn(user),
        onError: (err: unknown) => {
          const { signInRefusal, signInMessages } = formSupport();
          const refusal = signInRefusal(err);
          if ("challenge" in refusal) {
            const next = refusal.challenge;
            setChallenge((shown) => (shown?.siteKey === next.siteKey && shown.scriptUrl === next.scriptUrl ? shown : next));
            void challengeView.ensure();
            setWaiting(data);
            return;
          }
          toast({ title: signInMessages.failedTitle, description: refusal.description, variant: "destructive" });
        },
      },
    );
  };

  const onToken = (value: string) => {
    token.current = value;
    if (waiting) {
      setWaiting(null);
      send(waiting);
    }
  };
  const onLost = (kind: "expired" | "error") => {
    token.current = null;
    if (kind === "expired") return;
    setWaiting(null);
    const { signInMessages } = formSupport();
    toast({ title: signInMessages.failedTitle, description: signInMessages.checkUnavailable, variant: "destructive" });
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const support = await formSupportForSubmit();
    if (!support) return;
    const { validateLogin } = support;
    const { data, errors: found } = validateLogin(i18n, {
      phone: phoneDigits(String(form.get("phone"))),
      password: String(form.get("password")),
    });
    setIssues(found);
    if (!data) return;
    // The check is showing and has not passed yet: this sign-in goes out when it does.
    if (challenge && !token.current) {
      setWaiting(data);
      return;
    }
    send(data);
  };
  const ChallengeView = challengeView.Component;

  return (
    <form ref={formRef} method="post" className="form" onSubmit={onSubmit} onFocus={preloadFormSupport} noValidate>
      <PhoneField errorMessage={errors.phone} />
      <TextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t`Password`}
        maxLength={PASSWORD_MAX_LENGTH}
        errorMessage={errors.password}
      />
      {challenge && ChallengeView && (
        <ChallengeView challenge={challenge} language={i18n.locale} attempt={attempt} onToken={onToken} onLost={onLost} />
      )}
      <button type="submit" className="button button--block" disabled={login.isPending || waiting !== null}>
        {login.isPending || waiting ? <Trans>Logging in…</Trans> : <Trans>Login</Trans>}
      </button>
      <div className="help-area">
        <p>
          <Trans>Trouble logging in? Our support team can help.</Trans>
        </p>
        {help}
      </div>
    </form>
  );
}
