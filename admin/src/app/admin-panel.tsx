/**
 * The signed-in panel (spec section 2): stat cards, one search box and the tabs. Tabs
 * appear here as their features are built (spec's seven tabs plus the audit log);
 * a tab is listed only when it works.
 */
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AuthAdmin } from "@app/schema/contracts/auth";
import { Tabs, type TabItem } from "../components/ui/tabs";
import { AuditLogTab } from "../features/audit/components/audit-log-tab";
import { StatCards } from "../features/stats/components/stat-cards";
import { UsersTab } from "../features/users/components/users-tab";
import { SESSION_QUERY_KEY } from "../lib/query-client";
import { PanelHeader } from "./panel-header";

type TabKey = "users" | "audit-log";

export function AdminPanel({ admin }: { admin: AuthAdmin }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<TabKey>("users");
  const [query, setQuery] = useState("");

  const tabs: TabItem<TabKey>[] = [
    { key: "users", label: <Trans>Users</Trans>, panel: () => <UsersTab query={query} /> },
    { key: "audit-log", label: <Trans>Audit log</Trans>, panel: () => <AuditLogTab query={query} /> },
  ];
  const placeholder = tab === "users" ? t`Name, phone or referral code` : t`Admin, action or detail`;

  function refresh() {
    void queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] === "admin" && q.queryKey[1] !== SESSION_QUERY_KEY[1],
    });
  }

  return (
    <>
      <PanelHeader admin={admin} />
      <main className="panel">
        <div className="panel-heading">
          <h1 className="panel-title">
            <Trans>Dashboard</Trans>
          </h1>
          <button type="button" className="button button-small" onClick={refresh}>
            <Trans>Refresh</Trans>
          </button>
        </div>
        <StatCards />
        <div className="search">
          <label htmlFor="panel-search" className="field-label">
            <Trans>Search</Trans>
          </label>
          <input
            id="panel-search"
            className="input"
            type="search"
            value={query}
            placeholder={placeholder}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <Tabs label={t`Admin sections`} items={tabs} selected={tab} onSelect={setTab} />
      </main>
    </>
  );
}
