/** /admin/reserve: the reserve's figures and the form that funds it. */
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { reserveQueryOptions } from "../../../features/reserve/api/get-reserve";
import { ReserveTab } from "../../../features/reserve/components/reserve-tab";
import { routeStatus } from "../../-components/route-status";

export const Route = createFileRoute("/_auth/_panel/reserve")({
  loader: ({ context }) => context.queryClient.ensureQueryData(reserveQueryOptions()),
  ...routeStatus({ loading: msg`Loading the reserve...`, failed: msg`Could not load the reserve.` }),
  component: ReserveTab,
});
