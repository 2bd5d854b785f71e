/** /admin/settings/...: the platform's settings in sub-tabs: deposit steps, the other settings and the payment channels. */
import { createFileRoute, Outlet, useRouterState } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Tabs } from "../../../components/ui/tabs";

// No loader: the sub-tabs' frame reads nothing; each sub-tab (settings/*.tsx) loads its own data.
export const Route = createFileRoute("/_auth/_panel/settings")({ component: SettingsLayout });

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
