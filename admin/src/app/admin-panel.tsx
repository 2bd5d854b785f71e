/**
 * The signed-in panel (spec section 2): the deposit and withdrawal switches, stat
 * cards, one search box (hidden on tabs it does not search) and the tabs.
 */
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AuthAdmin } from "@app/schema/contracts/auth";
import { Tabs } from "../components/ui/tabs";
import { StatCards } from "../features/stats/components/stat-cards";
import { SwitchControls } from "../features/switches/components/switch-controls";
import { refreshAdminData } from "../lib/query-client";
import { PanelHeader } from "./panel-header";
import { usePanelTabs, type TabKey } from "./panel-tabs";

export function AdminPanel({ admin }: { admin: AuthAdmin }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<TabKey>("users");
  const [query, setQuery] = useState("");
  const tabs = usePanelTabs(query);
  const placeholder = tabs.find((item) => item.key === tab)?.placeholder ?? null;

  return (
    <>
      <PanelHeader admin={admin} />
      <main className="panel">
        <div className="panel-heading">
          <h1 className="panel-title">
            <Trans>Dashboard</Trans>
          </h1>
          <button type="button" className="button button-small" onClick={() => void refreshAdminData(queryClient)}>
            <Trans>Refresh</Trans>
          </button>
        </div>
        <SwitchControls />
        <StatCards />
        {placeholder !== null && (
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
        )}
        <Tabs label={t`Admin sections`} items={tabs} selected={tab} onSelect={setTab} />
      </main>
    </>
  );
}
