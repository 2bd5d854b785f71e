/**
 * The register tab (docs/product-rules.md#screen-login; the 18+ and Terms box:
 * docs/product-rules.md#accounts, docs/decisions/0011-adults-accept-terms.md). The
 * confirmation is checked here and never sent; server codes land on their field.
 */
import { DEFAULT_AGE_OF_MAJORITY } from "@app/schema/limits";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { AppLink } from "../../../lib/app-link";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg, plural } from "@lingui/core/macro";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@app/schema/limits";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { phoneDigits } from "@app/schema/phone";
import type { ErrorCode } from "@app/schema/errors";
import { ApiError } from "@app/web/api-client";
import type { FieldErrors } from "../../../lib/field-issues";
import { toast } from "@app/web/toast-store";
import { useRegister } from "../api/register";
import { PhoneField } from "./phone-field";
import { formSupportForSubmit, preloadFormSupport } from "./load-form-support";
import { fieldTexts } from "./field-texts";
import { useStartedForm } from "../../../lib/started-form";
import { SERVICES } from "./mobile-money-services";

const registrationFailed = msg`An error occurred during registration. Please try again.`;
const FIELD_OF_CODE: Partial<Record<ErrorCode, string>> = {
  phone_taken: "phone",
  unknown_referral_code: "referralCode",
  common_password: "password",
};

/** `ageOfMajority`: the operator's setting (docs/product-rules.md#limits-by-tier, KYC-9), 21 until read. */
export function RegisterForm({
  referralCode,
  help,
  ageOfMajority = DEFAULT_AGE_OF_MAJORITY,
}: {
  referralCode?: string;
  help: ReactNode;
  ageOfMajority?: number;
}) {
  const { t, i18n } = useLingui();
  // A `?ref=` link opened this tab with its code filled in: said once.
  const announced = useRef(false);
  useEffect(() => {
    if (!referralCode || announced.current) return;
    announced.current = true;
    toast({ title: msg`Referral applied`, description: msg`Referral code ${referralCode} has been added to your registration.` });
  }, [referralCode]);
  // Prerendered on /login: a press before the app started is sent now (lib/started-form.ts).
  const formRef = useStartedForm();
  const register = useRegister();
  const [issues, setIssues] = useState<FieldErrors>({});
  const errors = fieldTexts(i18n, issues);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    const input = {
      fullName: text("fullName").trim(),
      phone: phoneDigits(text("phone")),
      mobileMoneyService: text("mobileMoneyService"),
      password: text("password"),
      referralCode: text("referralCode").trim() || undefined,
      acceptTerms: form.get("acceptTerms") === "on",
    };
    const support = await formSupportForSubmit();
    if (!support) return;
    const { validateRegister, fieldErrors, enterApp, describeError, clientIssue } = support;
    const { data, errors: found } = validateRegister(i18n, input, text("confirmPassword"));
    setIssues(found);
    if (!data) return;
    register.mutate(data, {
      onSuccess: ({ user }) => {
        void enterApp(user, {
          title: msg`Registration Successful`,
          description: msg`Welcome to LionArt! Your account has been created.`,
        });
      },
      onError: (err: unknown) => {
        const description = describeError(err, registrationFailed);
        if (err instanceof ApiError) {
          const { code } = err;
          const field = code === "network" || code === "unknown" ? undefined : FIELD_OF_CODE[code];
          if (field && code !== "network" && code !== "unknown") setIssues({ [field]: clientIssue(field, code, err.message) });
          else setIssues(fieldErrors(i18n, err.issues));
        }
        toast({ title: msg`Registration Failed`, description, variant: "destructive" });
      },
    });
  };

  return (
    <form ref={formRef} method="post" className="form" onSubmit={onSubmit} onFocus={preloadFormSupport} noValidate>
      <TextField name="fullName" autoComplete="name" label={t`Full name`} maxLength={100} errorMessage={errors.fullName} />
      <PhoneField errorMessage={errors.phone} />
      <SelectField
        name="mobileMoneyService"
        label={t`Mobile money service`}
        defaultValue=""
        errorMessage={errors.mobileMoneyService}
      >
        <option value="" disabled>
          {t`Select a service`}
        </option>
        {SERVICES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </SelectField>
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={t`Password`}
        description={t`At least ${plural(PASSWORD_MIN_LENGTH, { one: "# character", other: "# characters" })}.`}
        maxLength={PASSWORD_MAX_LENGTH}
        errorMessage={errors.password}
      />
      <TextField
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t`Confirm password`}
        maxLength={PASSWORD_MAX_LENGTH}
        errorMessage={errors.confirmPassword}
      />
      <TextField
        name="referralCode"
        autoComplete="off"
        label={t`Referral code (optional)`}
        defaultValue={referralCode}
        maxLength={32}
        errorMessage={errors.referralCode}
      />
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            name="acceptTerms"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? "accept-terms-error" : undefined}
          />
          <span>
            <Trans>
              I am {ageOfMajority} or older and accept the{" "}
              <AppLink to="/terms" target="_blank">
                Terms
              </AppLink>
            </Trans>
          </span>
        </label>
        {errors.acceptTerms && (
          <p id="accept-terms-error" className="field__error">
            {errors.acceptTerms}
          </p>
        )}
      </div>
      <button type="submit" className="button button--block" disabled={register.isPending}>
        {register.isPending ? <Trans>Creating account...</Trans> : <Trans>Register</Trans>}
      </button>
      <div className="help-area">
        <p>
          <Trans>Questions before you join? Talk to us.</Trans>
        </p>
        {help}
      </div>
    </form>
  );
}
