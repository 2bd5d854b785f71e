/** /admin/settings/platform: minimums, fees, support contacts and the other platform settings. */
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { settingsQueryOptions } from "../../../../features/settings/api/get-settings";
import { PlatformSettingsTab } from "../../../../features/settings/components/platform-settings-tab";
import { routeStatus } from "../../../-components/route-status";

export const Route = createFileRoute("/_auth/_panel/settings/platform")({
  loader: ({ context }) => context.queryClient.ensureQueryData(settingsQueryOptions()),
  ...routeStatus({ loading: msg`Loading settings...`, failed: msg`Could not load settings.` }),
  component: PlatformSettingsTab,
});
