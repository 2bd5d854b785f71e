/**
 * /admin/profile, each admin's own page (docs/product-rules.md#admin-roles, #admin-sessions):
 * who they are and their role; setting up the authenticator (a QR code and the secret as
 * text, then the first code), after which the ten recovery codes are shown once; and
 * 'Sign out everywhere'. An admin without a second factor is sent here and can go nowhere
 * else until it is set up.
 */
import { useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminMe } from "@app/schema/contracts/admins";
import { Button } from "../../../components/ui/button";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { roleLabel } from "../../../lib/role-label";
import { useSignOutEverywhere } from "../api/sign-out-everywhere";
import { EnrolTotp } from "./enrol-totp";
import { RecoveryCodes } from "./recovery-codes";

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
