/**
 * The dashboard around every tab: the deposit and withdrawal switches, the stat cards
 * and the tabs, each a link (/admin/users, /admin/deposits, ...), so the open tab
 * survives a reload and the back button.
 */
import { useQueryClient } from "@tanstack/react-query";
import { createFileRoute, Outlet, useRouterState } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button";
import { approvalsQueryOptions } from "../../features/approvals/api/get-approvals";
import { depositVerificationsQueryOptions, PENDING_COUNT } from "../../features/deposits/api/get-deposit-verifications";
import { statsQueryOptions } from "../../features/stats/api/get-stats";
import { switchStatusQueryOptions } from "../../features/switches/api/get-switch-status";
import { type TabItem, Tabs } from "../../components/ui/tabs";
import { ApprovalsTabLabel } from "../../features/approvals/components/approvals-tab-label";
import { DepositsTabLabel } from "../../features/deposits/components/deposits-tab-label";
import { StatCards } from "../../features/stats/components/stat-cards";
import { SwitchControls } from "../../features/switches/components/switch-controls";
import { mayUse } from "../../lib/permissions";
import { refreshAdminData } from "../../lib/query-client";

export const Route = createFileRoute("/_auth/_panel")({
  // The switches, the stat cards and the tabs' counts, above every tab.
  loader: ({ context: { queryClient, admin } }) =>
    Promise.all([
      queryClient.ensureQueryData(switchStatusQueryOptions("deposits")),
      queryClient.ensureQueryData(switchStatusQueryOptions("withdrawals")),
      queryClient.ensureQueryData(statsQueryOptions()),
      queryClient.ensureQueryData(depositVerificationsQueryOptions(PENDING_COUNT)),
      // The approvals tab's count, for the roles that see the tab (lib/permissions.ts).
      mayUse(admin.role, "approvalsTab") ? queryClient.ensureQueryData(approvalsQueryOptions("proposed")) : null,
    ]),
  component: Panel,
});

const TAB_KEYS = [
  "users",
  "deposits",
  "cards",
  "investments",
  "withdrawals",
  "payments",
  "settings",
  "reserve",
  "ledger",
  "audit",
  "announcements",
  "approvals",
  "identity",
  "admins",
  "operations",
  "flags",
] as const;
type TabKey = (typeof TAB_KEYS)[number];

function isTabKey(value: string | undefined): value is TabKey {
  return TAB_KEYS.includes(value as TabKey);
}

function Panel() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { admin } = Route.useRouteContext();
  const section = useRouterState({ select: (state) => state.location.pathname.split("/")[1] });
  const tabs: TabItem<TabKey>[] = [
    { key: "users", label: <Trans>Users</Trans>, href: { to: "/users" } },
    { key: "deposits", label: <DepositsTabLabel />, href: { to: "/deposits" } },
    { key: "cards", label: <Trans>Investment cards</Trans>, href: { to: "/cards" } },
    { key: "investments", label: <Trans>Investment history</Trans>, href: { to: "/investments" } },
    { key: "withdrawals", label: <Trans>Withdrawal requests</Trans>, href: { to: "/withdrawals" } },
    // Each tab below shows only for the roles that may use it (lib/permissions.ts, ADM-8).
    // The automatic rails' transactions (docs/product-rules.md#automatic-rails).
    ...(mayUse(admin.role, "paymentsTab")
      ? [{ key: "payments" as const, label: <Trans>Payments</Trans>, href: { to: "/payments" as const } }]
      : []),
    // Every settings form saves owner-only settings.
    ...(mayUse(admin.role, "settingsTab")
      ? [{ key: "settings" as const, label: <Trans>Settings</Trans>, href: { to: "/settings/deposit-steps" as const } }]
      : []),
    { key: "reserve", label: <Trans>Reserve</Trans>, href: { to: "/reserve" } },
    { key: "ledger", label: <Trans>Ledger</Trans>, href: { to: "/ledger" } },
    { key: "audit", label: <Trans>Audit log</Trans>, href: { to: "/audit" } },
    { key: "announcements", label: <Trans>User messaging</Trans>, href: { to: "/announcements" } },
    // The second admin's queue (docs/product-rules.md#approvals).
    ...(mayUse(admin.role, "approvalsTab")
      ? [{ key: "approvals" as const, label: <ApprovalsTabLabel />, href: { to: "/approvals" as const } }]
      : []),
    // Queue jobs that failed for good (docs/product-rules.md#operations).
    { key: "operations", label: <Trans>Operations</Trans>, href: { to: "/operations" } },
    // Investors' identity checks (docs/product-rules.md#identity).
    ...(mayUse(admin.role, "identityTab")
      ? [{ key: "identity" as const, label: <Trans>Identity</Trans>, href: { to: "/identity" as const } }]
      : []),
    // Money-laundering flags for staff review (docs/product-rules.md#aml-flags).
    { key: "flags", label: <Trans>Flags</Trans>, href: { to: "/flags", search: {} } },
    // Staff accounts (docs/product-rules.md#admin-roles).
    ...(mayUse(admin.role, "adminsTab")
      ? [{ key: "admins" as const, label: <Trans>Admins</Trans>, href: { to: "/admins" as const } }]
      : []),
  ];

  return (
    <main className="panel">
      <div className="panel-heading">
        <h1 className="panel-title">
          <Trans>Dashboard</Trans>
        </h1>
        <Button size="small" onPress={() => void refreshAdminData(queryClient)}>
          <Trans>Refresh</Trans>
        </Button>
      </div>
      <SwitchControls mayToggle={mayUse(admin.role, "switches")} />
      <StatCards />
      <Tabs label={t`Admin sections`} items={tabs} selected={isTabKey(section) ? section : null}>
        <Outlet />
      </Tabs>
    </main>
  );
}
