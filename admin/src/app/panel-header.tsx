/** The panel's top bar: brand, the signed-in admin's username, EN/FR and Logout. */
import { Trans, useLingui } from "@lingui/react/macro";
import type { AuthAdmin } from "@app/schema/contracts/auth";
import { LanguageSwitch } from "../components/language-switch";
import { useToast } from "../components/ui/toast";
import { useLogout } from "../features/auth/api/logout";

export function PanelHeader({ admin }: { admin: AuthAdmin }) {
  const { t } = useLingui();
  const toast = useToast();
  const logout = useLogout();
  const username = admin.username;

  function onLogout() {
    logout.mutate(undefined, {
      onSuccess: () => toast({ title: t`Logged Out`, description: t`You have been logged out successfully` }),
      onError: () => toast({ title: t`Logout Failed`, description: t`An error occurred during logout`, variant: "destructive" }),
    });
  }

  return (
    <header className="top-bar">
      <div className="top-bar-inner">
        <p className="top-brand">
          <span aria-hidden="true">🦁 </span>
          <Trans>LionArt Admin</Trans>
        </p>
        <div className="top-actions">
          <p className="top-user">
            <span className="visually-hidden">
              <Trans>Signed in as</Trans>{" "}
            </span>
            <span translate="no">{username}</span>
          </p>
          <LanguageSwitch />
          <button type="button" className="button button-small" onClick={onLogout} disabled={logout.isPending}>
            {logout.isPending ? <Trans>Logging out...</Trans> : <Trans>Logout</Trans>}
          </button>
        </div>
      </div>
    </header>
  );
}
