/**
 * /admin/ledger?q=&zero=: the trial balance; investors named from the newest page of the
 * Users list (the app, not the ledger feature, owns it), the others as "User #id", each a
 * link to the user's page. `zero` shows zero balances too. Both filters work in the page.
 */
import { useMemo } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { z } from "zod";
import { ADMIN_PAGE_MAX } from "@app/schema/contracts/admin-lists";
import { trialBalanceQueryOptions } from "../../../features/ledger/api/get-trial-balance";
import { LedgerTab } from "../../../features/ledger/components/ledger-tab";
import { usersQueryOptions, useUsers } from "../../../features/users/api/get-users";
import { querySearch } from "../../../lib/search-params";
import { routeStatus } from "../../-components/route-status";
import { SearchFilter } from "../../-components/tab-filter";

const NAMES_PAGE = { limit: ADMIN_PAGE_MAX };

export const Route = createFileRoute("/_auth/_panel/ledger")({
  validateSearch: querySearch.extend({ zero: z.boolean().optional().catch(undefined) }),
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(trialBalanceQueryOptions()),
      queryClient.ensureQueryData(usersQueryOptions(NAMES_PAGE)),
    ]),
  ...routeStatus({ loading: msg`Loading the ledger...`, failed: msg`Could not load the ledger.`, above: Filter }),
  component: LedgerRoute,
});

function Filter() {
  const { t } = useLingui();
  return <SearchFilter placeholder={t`Investor or account`} />;
}

function LedgerRoute() {
  const { q = "", zero = false } = Route.useSearch();
  const navigate = Route.useNavigate();
  const users = useUsers(NAMES_PAGE);
  const names = useMemo(() => new Map(users.data.items.map((user) => [user.id, user.fullName])), [users.data]);
  return (
    <>
      <Filter />
      <LedgerTab
        query={q}
        userNames={names}
        showZero={zero}
        onShowZeroChange={(show) => void navigate({ search: (prev) => ({ ...prev, zero: show || undefined }), replace: true })}
      />
    </>
  );
}
