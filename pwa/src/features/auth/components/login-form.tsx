/** The login tab (docs/product-rules.md#screen-login): phone and password, then /dashboard. */
import { phoneDigits } from "@app/web/phone";
import { useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { TextField } from "../../../components/ui/text-field";
import { ApiError } from "@app/web/api-client";
import { describeError } from "@app/web/error-messages";
import { errorTexts, type FieldErrors } from "../../../lib/field-issues";
import { toast } from "@app/web/toast-store";
import { useLogin } from "../api/login";
import { authIssueMessages } from "./field-messages";
import { PhoneField } from "./phone-field";
import { loadValidate } from "./load-validate";
import { useStartedForm } from "../../../lib/typed-values";

const loginFailed = msg`An error occurred during login. Please try again.`;

export function LoginForm({ help }: { help: ReactNode }) {
  const { t, i18n } = useLingui();
  // Prerendered on /login: a press before the app started is sent now (lib/typed-values.ts).
  const formRef = useStartedForm();
  const navigate = useNavigate();
  const login = useLogin();
  const [issues, setIssues] = useState<FieldErrors>({});
  const errors = errorTexts(i18n, issues, authIssueMessages);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const { validateLogin } = await loadValidate();
    const { data, errors: found } = validateLogin(i18n, {
      phone: phoneDigits(String(form.get("phone"))),
      password: String(form.get("password")),
    });
    setIssues(found);
    if (!data) return;
    login.mutate(data, {
      onSuccess: ({ user }) => {
        const fullName = user.fullName;
        toast({ title: t`Login Successful`, description: t`Welcome back, ${fullName}!` });
        void navigate({ to: "/dashboard" });
      },
      onError: (err) => {
        const minutes = err instanceof ApiError && err.retryAfter ? Math.ceil(err.retryAfter / 60) : null;
        const description =
          err instanceof ApiError && err.code === "too_many_attempts" && minutes
            ? t`Too many attempts. Please wait ${minutes} min and try again.`
            : i18n._(describeError(err, loginFailed));
        toast({ title: t`Login Failed`, description, variant: "destructive" });
      },
    });
  };

  return (
    <form ref={formRef} method="post" className="form" onSubmit={onSubmit} onFocus={loadValidate} noValidate>
      <PhoneField errorMessage={errors.phone} />
      <TextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t`Password`}
        maxLength={128}
        errorMessage={errors.password}
      />
      <button type="submit" className="button button--block" disabled={login.isPending}>
        {login.isPending ? <Trans>Logging in...</Trans> : <Trans>Login</Trans>}
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
