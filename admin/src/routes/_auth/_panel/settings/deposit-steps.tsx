/** /admin/settings/deposit-steps: the MTN and Orange deposit steps investors follow. */
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { settingsQueryOptions } from "../../../../features/settings/api/get-settings";
import { DepositStepsTab } from "../../../../features/settings/components/deposit-steps-tab";
import { routeStatus } from "../../../-components/route-status";

export const Route = createFileRoute("/_auth/_panel/settings/deposit-steps")({
  loader: ({ context }) => context.queryClient.ensureQueryData(settingsQueryOptions()),
  ...routeStatus({ loading: msg`Loading settings...`, failed: msg`Could not load settings.` }),
  component: DepositStepsTab,
});
