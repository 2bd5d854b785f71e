/**
 * Setting up the authenticator (docs/product-rules.md#admin-roles): a new secret as a QR code
 * and as text, then the first 6-digit code, checked with the shared `totpConfirmInput`; a
 * wrong code is named at its field. The answer carries the ten recovery codes.
 */
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useForm } from "@tanstack/react-form";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type TotpEnrolment, totpConfirmInput } from "@app/schema/contracts/admins";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { errorDescriptor, errorMessage } from "../../../lib/error-message";
import { checkWith, parseWith, showFieldErrors } from "../../../lib/form";
import { fieldBindings, submitHandler } from "../../../lib/form-bindings";
import { useBeginTotp } from "../api/begin-totp";
import { useConfirmTotp } from "../api/confirm-totp";

const TotpQr = lazy(() => import("./totp-qr"));

/** The typed code without its spaces ("123 456" and "12 34 56" both count). */
const toInput = ({ code }: { code: string }) => ({ code: code.replace(/\s+/g, "") });

export function EnrolTotp({ onEnrolled }: { onEnrolled: (recoveryCodes: string[]) => void }) {
  const { i18n } = useLingui();
  const begin = useBeginTotp();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);

  if (!enrolment) {
    return (
      <TotpSection>
        <p>
          <Trans>
            Staff sign in with a password and a 6-digit code from an authenticator app (Google Authenticator, Aegis,
            1Password...). Set it up to use the panel.
          </Trans>
        </p>
        {begin.isError && <p role="alert">{errorMessage(begin.error, i18n)}</p>}
        <Button tone="primary" onPress={() => begin.mutate(undefined, { onSuccess: setEnrolment })} isDisabled={begin.isPending}>
          <Trans>Set up authenticator</Trans>
        </Button>
      </TotpSection>
    );
  }
  return <ConfirmCode enrolment={enrolment} onEnrolled={onEnrolled} />;
}

/** The enrolment's card and title, in both of its steps. */
function TotpSection({ children }: { children: ReactNode }) {
  return (
    <section className="card profile-section" aria-labelledby="totp-title">
      <h2 id="totp-title">
        <Trans>Set up your authenticator</Trans>
      </h2>
      {children}
    </section>
  );
}

function ConfirmCode({ enrolment, onEnrolled }: { enrolment: TotpEnrolment; onEnrolled: (recoveryCodes: string[]) => void }) {
  const { t, i18n } = useLingui();
  const confirm = useConfirmTotp();
  const form = useForm({
    defaultValues: { code: "" },
    validators: { onSubmit: checkWith(totpConfirmInput, toInput, () => msg`Enter the 6-digit code`) },
    onSubmit: ({ value, formApi }) =>
      confirm.mutate(parseWith(totpConfirmInput, toInput(value)).code, {
        onSuccess: ({ recoveryCodes }) => onEnrolled(recoveryCodes),
        onError: (error) => showFieldErrors(formApi, { code: errorDescriptor(error) }),
      }),
  });

  return (
    <TotpSection>
      <p>
        <Trans>
          Scan this code with your authenticator app, or type the key below into it. Then enter the 6-digit code it shows.
        </Trans>
      </p>
      <Suspense
        fallback={
          <p role="status">
            <Trans>Loading...</Trans>
          </p>
        }
      >
        <TotpQr url={enrolment.otpauthUrl} label={t`QR code for your authenticator app`} />
      </Suspense>
      <p>
        <Trans>Key:</Trans>{" "}
        <code className="totp-secret" translate="no" data-testid="totp-secret">
          {enrolment.secret}
        </code>
      </p>
      <form noValidate onSubmit={submitHandler(form)}>
        <form.Field name="code">
          {(field) => (
            <TextField
              {...fieldBindings(i18n, field)}
              label={t`Authentication code`}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
            />
          )}
        </form.Field>
        <Button type="submit" tone="primary" isDisabled={confirm.isPending}>
          {confirm.isPending ? <Trans>Checking...</Trans> : <Trans>Confirm</Trans>}
        </Button>
      </form>
    </TotpSection>
  );
}
