/**
 * "Close my account" (docs/product-rules.md#data-rights, DATA-4, DATA-5): says what closing
 * means (with the retention years the owner set), asks for the password, and names what is
 * still open when the server refuses. Once closed, the app leaves for the login page, which
 * says so. Loaded lazily by the profile.
 */
import { useState, type FormEvent } from "react";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { DEFAULT_DATA_RETENTION_YEARS } from "@app/schema/contracts/account-closure";
import { ApiError } from "@app/web/api-client";
import { type CodeMessages, describeError } from "@app/web/error-messages";
import { toast } from "@app/web/toast-store";
import { Modal } from "../../../components/ui/modal";
import { TextField } from "../../../components/ui/text-field";
import { leaveForLogin } from "../../auth/leave-for-login";
import { usePublicSettings } from "../../settings/api/get-public-settings";
import { closeAccount } from "../api/close-account";

/** What keeps the account open, by the server's 409 code. */
const OPEN_THINGS: CodeMessages = {
  deposit_pending: msg`A deposit verification is still waiting for a decision. Close the account once it is decided.`,
  payment_open: msg`A mobile-money payment is still in progress. Close the account once it is finished.`,
  withdrawal_pending: msg`A withdrawal is still pending. Close the account once it is paid or rejected.`,
  investment_active: msg`An investment is still active or has returns owed. Close the account once it has matured and been paid.`,
  balance_not_zero: msg`Your balances must be zero. Withdraw what you hold first.`,
};

export function CloseAccountDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [passwordError, setPasswordError] = useState<string>();
  // The owner's setting (DATA-5), from the public settings the app loads at start.
  const years = usePublicSettings().data?.dataRetentionYears ?? DEFAULT_DATA_RETENTION_YEARS;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get("password") ?? "");
    if (!password) {
      setPasswordError(t`Password is required`);
      return;
    }
    setPasswordError(undefined);
    setBusy(true);
    try {
      await closeAccount({ password });
      await leaveForLogin({ toast: "accountClosed" });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.code === "invalid_credentials") {
        setPasswordError(t`The password is incorrect.`);
        return;
      }
      toast({ title: msg`Account not closed`, description: describeError(err, undefined, OPEN_THINGS), variant: "destructive" });
    }
  };

  return (
    <Modal title={<Trans>Close my account</Trans>} onClose={onClose} busy={busy}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <p>
          <Trans>
            Closing is final: you are signed out everywhere and can no longer sign in. Your balances must be zero and nothing may
            be pending.
          </Trans>
        </p>
        <p className="small muted">
          <Plural
            value={years}
            one="The law requires us to keep your records for # year; until then your phone number cannot open a new account."
            other="The law requires us to keep your records for # years; until then your phone number cannot open a new account."
          />
        </p>
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t`Password`}
          errorMessage={passwordError}
          required
        />
        <div className="button-row">
          <button type="button" className="button button--outline" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="button button--danger" disabled={busy}>
            {busy ? <Trans>Closing...</Trans> : <Trans>Close my account</Trans>}
          </button>
        </div>
      </form>
    </Modal>
  );
}
