/**
 * The top bar of the public pages (docs/product-rules.md#screen-frame): brand, language and
 * Login. Someone signed in (the session check of the page, current-user.ts) gets their name
 * and a way back to their dashboard instead: the public pages carry none of the signed-in
 * menu's code.
 */
import { Trans } from "@lingui/react/macro";
import { LanguageSelect } from "../../../components/ui/language-select";
import { AppLink } from "../../../lib/app-link";
import { currentUser } from "../../auth/api/current-user";
import { TopBar } from "./top-bar";

export function PublicTopBar() {
  const user = currentUser.use().data;
  return (
    <TopBar>
      {user && <span className="top-bar__name wide-only">{user.fullName}</span>}
      <LanguageSelect />
      <span>
        {user ? (
          <AppLink to="/dashboard" className="button button--small">
            <Trans>Dashboard</Trans>
          </AppLink>
        ) : (
          <AppLink to="/login" className="button button--small">
            <Trans>Login</Trans>
          </AppLink>
        )}
      </span>
    </TopBar>
  );
}
