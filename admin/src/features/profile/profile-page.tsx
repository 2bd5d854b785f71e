/**
 * /admin/profile, each admin's own page (docs/product-rules.md#admin-roles, #admin-sessions):
 * who they are and their role; setting up the authenticator (a QR code and the secret as
 * text, then the first code), after which the ten recovery codes are shown once; and
 * 'Sign out everywhere'. An admin without a second factor is sent here and can go nowhere
 * else until it is set up.
 */
import { lazy, Suspense, useState, type FormEvent } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminMe, TotpEnrolment } from "@app/schema/contracts/admins";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { useToast } from "../../components/ui/toast";
import { errorMessage } from "../../lib/error-message";
import { roleLabel } from "../admins/role-label";
import { useBeginTotp, useConfirmTotp, useSignOutEverywhere } from "./api";

const TotpQr = lazy(() => import("./totp-qr"));

/** Shown once, right after enrolment; kept by the page, since the session then says enrolled. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section className="card profile-section" aria-labelledby="recovery-title">
      <h2 id="recovery-title">
        <Trans>Your recovery codes</Trans>
      </h2>
      <p>
        <Trans>
          Your authenticator is set up. Save these ten codes somewhere safe (a password manager or on paper): each lets you sign
          in once without your phone. They are shown only now.
        </Trans>
      </p>
      <ol className="recovery-codes" translate="no">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}

function EnrolTotp({ onEnrolled }: { onEnrolled: (recoveryCodes: string[]) => void }) {
  const { t, i18n } = useLingui();
  const begin = useBeginTotp();
  const confirm = useConfirmTotp();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>(undefined);

  function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.replace(/\s+/g, "");
    if (!/^\d{6}$/.test(typed)) {
      setCodeError(t`Enter the 6-digit code`);
      return;
    }
    setCodeError(undefined);
    confirm.mutate(typed, {
      onSuccess: ({ recoveryCodes }) => onEnrolled(recoveryCodes),
      onError: (error) => setCodeError(errorMessage(error, i18n)),
    });
  }

  if (!enrolment) {
    return (
      <section className="card profile-section" aria-labelledby="totp-title">
        <h2 id="totp-title">
          <Trans>Set up your authenticator</Trans>
        </h2>
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
      </section>
    );
  }

  return (
    <section className="card profile-section" aria-labelledby="totp-title">
      <h2 id="totp-title">
        <Trans>Set up your authenticator</Trans>
      </h2>
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
      <form onSubmit={onConfirm} noValidate>
        <TextField
          label={t`Authentication code`}
          name="code"
          value={code}
          onChange={setCode}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          errorMessage={codeError}
        />
        <Button type="submit" tone="primary" isDisabled={confirm.isPending}>
          {confirm.isPending ? <Trans>Checking...</Trans> : <Trans>Confirm</Trans>}
        </Button>
      </form>
    </section>
  );
}

export function ProfilePage({ admin }: { admin: AdminMe }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const signOutEverywhere = useSignOutEverywhere();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const username = admin.username;
  const role = roleLabel(admin.role, i18n);

  return (
    <main className="panel profile">
      <h1 className="panel-title">
        <Trans>My profile</Trans>
      </h1>
      <p>
        <Trans>
          Signed in as <strong translate="no">{username}</strong>, role {role}.
        </Trans>
      </p>
      {admin.enrolmentRequired && (
        <p className="notice notice-warning" role="status">
          <Trans>Set up your authenticator before using the panel.</Trans>
        </p>
      )}
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} />
      ) : admin.totpEnrolled ? (
        <section className="card profile-section">
          <h2>
            <Trans>Authenticator</Trans>
          </h2>
          <p>
            <Trans>Your authenticator is set up. You sign in with your password and its code, or a recovery code.</Trans>
          </p>
        </section>
      ) : (
        <EnrolTotp onEnrolled={setRecoveryCodes} />
      )}
      <section className="card profile-section">
        <h2>
          <Trans>Sessions</Trans>
        </h2>
        <p>
          <Trans>A session ends after 30 minutes without activity, and 12 hours after sign-in at most.</Trans>
        </p>
        <Button
          tone="danger"
          isDisabled={signOutEverywhere.isPending}
          onPress={() =>
            signOutEverywhere.mutate(undefined, {
              onSuccess: () => {
                toast({ title: t`Signed out everywhere`, description: t`Every session of your account has ended.` });
                void navigate({ to: "/login", replace: true });
              },
              onError: (error) =>
                toast({ title: t`Failed to sign out`, description: errorMessage(error, i18n), variant: "destructive" }),
            })
          }
        >
          <Trans>Sign out everywhere</Trans>
        </Button>
      </section>
    </main>
  );
}
