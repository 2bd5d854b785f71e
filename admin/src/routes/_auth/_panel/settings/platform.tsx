/** /admin/settings/platform: minimums, fees, support contacts, the limits by tier, the data retention, the money-laundering rules and the other platform settings. */
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { flagSettingsQueryOptions } from "../../../../features/settings/api/get-flag-settings";
import { kycSettingsQueryOptions } from "../../../../features/settings/api/get-kyc-settings";
import { settingsQueryOptions } from "../../../../features/settings/api/get-settings";
import { PlatformSettingsTab } from "../../../../features/settings/components/platform-settings-tab";
import { mayUse } from "../../../../lib/permissions";
import { routeStatus } from "../../../-components/route-status";

export const Route = createFileRoute("/_auth/_panel/settings/platform")({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(settingsQueryOptions()),
      context.queryClient.ensureQueryData(kycSettingsQueryOptions()),
      context.queryClient.ensureQueryData(flagSettingsQueryOptions()),
    ]),
  ...routeStatus({ loading: msg`Loading settings...`, failed: msg`Could not load settings.` }),
  component: PlatformRoute,
});

function PlatformRoute() {
  const { admin } = Route.useRouteContext();
  return <PlatformSettingsTab isOwner={mayUse(admin.role, "settingsTab")} mayEditFlags={mayUse(admin.role, "flagSettings")} />;
}
