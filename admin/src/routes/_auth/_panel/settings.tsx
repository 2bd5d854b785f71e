/**
 * /admin/settings/...: the platform's settings in sub-tabs: deposit steps, the other settings
 * and the payment channels. Owners' (every form saves owner-only settings, lib/permissions.ts);
 * other roles are sent to the users.
 */
import { createFileRoute, Outlet, redirect, useRouterState } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Tabs } from "../../../components/ui/tabs";
import { mayUse } from "../../../lib/permissions";

// No loader: the sub-tabs' frame reads nothing; each sub-tab (settings/*.tsx) loads its own data.
export const Route = createFileRoute("/_auth/_panel/settings")({
  beforeLoad: ({ context }) => {
    if (!mayUse(context.admin.role, "settingsTab")) throw redirect({ to: "/users", replace: true });
  },
  component: SettingsLayout,
});

function SettingsLayout() {
  const { t } = useLingui();
  const page = useRouterState({ select: (state) => state.location.pathname.split("/")[2] });
  const selected = page === "deposit-steps" || page === "platform" || page === "payment-channels" ? page : null;
  return (
    <Tabs
      label={t`Settings sections`}
      variant="sub"
      selected={selected}
      items={[
        { key: "deposit-steps", label: <Trans>Deposit steps</Trans>, href: { to: "/settings/deposit-steps" } },
        { key: "platform", label: <Trans>Platform settings</Trans>, href: { to: "/settings/platform" } },
        { key: "payment-channels", label: <Trans>Payment channels</Trans>, href: { to: "/settings/payment-channels" } },
      ]}
    >
      <Outlet />
    </Tabs>
  );
}
