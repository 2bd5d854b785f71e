/**
 * The top bar of every signed-in page: brand (a link to the panel), the search box that
 * opens /admin/search, the signed-in admin's username (a link to their profile), EN/FR and Logout.
 */
import { useState } from "react";
import { Link, useNavigate, useRouterState } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminMe } from "@app/schema/contracts/admins";
import { LanguageSwitch } from "../../components/language-switch";
import { Button } from "../../components/ui/button";
import { SearchField } from "../../components/ui/search-field";
import { useToast } from "../../components/ui/toast";
import { useLogout } from "../../features/auth/api/logout";

export function PanelHeader({ admin }: { admin: AdminMe }) {
  const { t } = useLingui();
  const toast = useToast();
  const logout = useLogout();
  const navigate = useNavigate();
  const username = admin.username;

  function onLogout() {
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t`Logged Out`, description: t`You have been logged out successfully` });
        // docs/product-rules.md, AUTH-2: after admin logout the browser goes to /admin (the sign-in card).
        void navigate({ to: "/", replace: true });
      },
      onError: () => toast({ title: t`Logout Failed`, description: t`An error occurred during logout`, variant: "destructive" }),
    });
  }

  return (
    <header className="top-bar">
      <div className="top-bar-inner">
        <Link to="/users" className="top-brand">
          <span aria-hidden="true">🦁 </span>
          <Trans>LionArt Admin</Trans>
        </Link>
        <GlobalSearch />
        <div className="top-actions">
          <p className="top-user">
            <span className="visually-hidden">
              <Trans>Signed in as</Trans>{" "}
            </span>
            {/* The link's name starts with the visible username (WCAG 2.5.3, label in name). */}
            <Link to="/profile">
              <span translate="no">{username}</span>
              <span className="visually-hidden">
                {" "}
                <Trans>(my profile)</Trans>
              </span>
            </Link>
          </p>
          <LanguageSwitch />
          <Button size="small" onPress={onLogout} isDisabled={logout.isPending}>
            {logout.isPending ? <Trans>Logging out...</Trans> : <Trans>Logout</Trans>}
          </Button>
        </div>
      </div>
    </header>
  );
}

/** Enter opens /admin/search?q=…; on that page the box shows the current search. */
function GlobalSearch() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const current = useRouterState({
    select: (state) => (state.location.pathname === "/search" ? String((state.location.search as { q?: string }).q ?? "") : ""),
  });
  const [value, setValue] = useState(current);

  return (
    <search className="top-search">
      <SearchField
        label={t`Search users, deposits and withdrawals`}
        hideLabel
        placeholder={t`Search everything`}
        value={value}
        onChange={setValue}
        onSubmit={(q) => {
          const trimmed = q.trim();
          if (trimmed) void navigate({ to: "/search", search: { q: trimmed } });
        }}
      />
    </search>
  );
}
