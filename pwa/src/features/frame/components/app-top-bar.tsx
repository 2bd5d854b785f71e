/**
 * The signed-in app's top bar (docs/product-rules.md#screen-frame): brand, links and name when
 * signed in, the session button and the language selector; on phones the links move to
 * the drawer.
 */
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { AuthUser } from "@app/schema/contracts/auth";
import { LanguageSelect } from "../../../components/ui/language-select";
import { NavLinks } from "./nav-links";
import { SessionButton } from "./session-button";
import { SideDrawer } from "./side-drawer";
import { TopBar } from "./top-bar";

interface AppTopBarProps {
  user: AuthUser | null | undefined;
  loggingOut: boolean;
  onLogout: () => void;
}

export function AppTopBar({ user, loggingOut, onLogout }: AppTopBarProps) {
  const { t } = useLingui();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const nav = user && (
    <nav className="top-bar__nav wide-only" aria-label={t`Main`}>
      <NavLinks className="nav-list" />
    </nav>
  );
  const drawer = user && (
    <SideDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} user={user} loggingOut={loggingOut} onLogout={onLogout} />
  );
  return (
    <TopBar nav={nav} after={drawer}>
      {user && <span className="top-bar__name wide-only">{user.fullName}</span>}
      <LanguageSelect />
      <span className={user ? "wide-only" : undefined}>
        <SessionButton signedIn={!!user} loggingOut={loggingOut} onLogout={onLogout} />
      </span>
      {user && (
        <button
          type="button"
          className="menu-button narrow-only"
          aria-label={t`Open menu`}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <span aria-hidden="true">☰</span>
        </button>
      )}
    </TopBar>
  );
}
