/**
 * The phone drawer: name, +237 phone, Principal and Referral balances, links, language
 * and logout. A native modal <dialog> gives focus containment, Escape and an inert page
 * for no JavaScript cost on low-end phones.
 */
import { useEffect, useRef } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AuthUser } from "@app/schema/contracts/auth";
import { LanguageSelect } from "../../../components/ui/language-select";
import { formatPhone, formatXaf } from "@app/web/money";
import { NavLinks } from "./nav-links";
import { SessionButton } from "./session-button";

interface SideDrawerProps {
  open: boolean;
  onClose: () => void;
  user: AuthUser;
  loggingOut: boolean;
  onLogout: () => void;
}

export function SideDrawer({ open, onClose, user, loggingOut, onLogout }: SideDrawerProps) {
  const { t, i18n } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape is handled by <dialog> itself
    <dialog
      ref={ref}
      className="drawer"
      aria-label={t`Menu`}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="drawer__panel">
        <div className="drawer__head">
          <div>
            <p className="drawer__name">{user.fullName}</p>
            <p className="drawer__phone">{formatPhone(user.phone)}</p>
          </div>
          <button type="button" className="toast__close" aria-label={t`Close menu`} onClick={onClose}>
            ×
          </button>
        </div>
        <dl className="drawer__balances">
          <div>
            <dt>
              <Trans>Principal</Trans>
            </dt>
            <dd>{formatXaf(user.principalBalance, i18n.locale)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Referral</Trans>
            </dt>
            <dd>{formatXaf(user.referralBalance, i18n.locale)}</dd>
          </div>
        </dl>
        <nav aria-label={t`Main`}>
          <NavLinks className="drawer__links" onNavigate={onClose} />
        </nav>
        <div className="drawer__foot">
          <LanguageSelect />
          <SessionButton signedIn loggingOut={loggingOut} onLogout={onLogout} onNavigate={onClose} />
        </div>
      </div>
    </dialog>
  );
}
