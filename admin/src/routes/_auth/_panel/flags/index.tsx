/** /admin/flags?state=&rule=&cursor=: money-laundering flags by state and rule (docs/product-rules.md#aml-flags, AML-6). */
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { z } from "zod";
import { FLAG_RULES, FLAG_STATES } from "@app/schema/contracts/flags";
import { flagsQueryOptions } from "../../../../features/flags/api/flags";
import { FlagsTab } from "../../../../features/flags/components/flags-tab";
import { routeStatus } from "../../../-components/route-status";

const flagSearch = z.object({
  state: z.enum(FLAG_STATES).optional().catch(undefined),
  rule: z.enum(FLAG_RULES).optional().catch(undefined),
  cursor: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/)
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute("/_auth/_panel/flags/")({
  validateSearch: flagSearch,
  loaderDeps: ({ search: { state = "open", rule, cursor } }) => ({ state, rule, cursor }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(flagsQueryOptions(deps)),
  ...routeStatus({ loading: msg`Loading flags...`, failed: msg`Could not load flags.` }),
  component: FlagsRoute,
});

function FlagsRoute() {
  const { state, rule, cursor } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <FlagsTab
      state={state}
      rule={rule}
      cursor={cursor}
      onCursor={(next) => void navigate({ search: (prev) => ({ ...prev, cursor: next }) })}
      onRule={(next) => void navigate({ search: (prev) => ({ ...prev, rule: next, cursor: undefined }) })}
      stateHref={(s) => ({ to: "/flags", search: (prev: object) => ({ ...prev, state: s, cursor: undefined }) })}
    />
  );
}
