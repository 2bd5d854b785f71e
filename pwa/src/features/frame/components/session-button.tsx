/** Logout when signed in (label changes while busy), Login when signed out. */
import { AppLink } from "../../../lib/app-link";
import { Trans } from "@lingui/react/macro";

interface SessionButtonProps {
  signedIn: boolean;
  loggingOut: boolean;
  onLogout: () => void;
  onNavigate?: () => void;
}

export function SessionButton({ signedIn, loggingOut, onLogout, onNavigate }: SessionButtonProps) {
  if (!signedIn) {
    return (
      <AppLink to="/login" className="button button--small" onClick={onNavigate}>
        <Trans>Login</Trans>
      </AppLink>
    );
  }
  return (
    <button type="button" className="button button--small button--outline" onClick={onLogout} disabled={loggingOut}>
      {loggingOut ? <Trans>Logging out...</Trans> : <Trans>Logout</Trans>}
    </button>
  );
}
