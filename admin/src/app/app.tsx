/**
 * Decides logged in or out from GET /api/admin/me (spec section 4): 'Loading...'
 * meanwhile, then the login form or the panel. Admin data is requested only inside
 * the panel, so nothing but /me is asked while logged out.
 */
import { useEffect } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LoginForm } from "../features/auth/components/login-form";
import { useSession } from "../features/auth/api/get-session";
import { errorMessage } from "../lib/error-message";
import { AdminPanel } from "./admin-panel";

export function App() {
  const { t, i18n } = useLingui();
  const session = useSession();

  useEffect(() => {
    document.title = t`LionArt Admin`;
  }, [t]);

  if (session.isPending) {
    return (
      <div className="full-screen" role="status">
        <Trans>Loading...</Trans>
      </div>
    );
  }
  if (session.isError) {
    return (
      <div className="full-screen">
        <p role="alert">{errorMessage(session.error, i18n)}</p>
        <button type="button" className="button" onClick={() => void session.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return session.data ? <AdminPanel admin={session.data} /> : <LoginForm />;
}
