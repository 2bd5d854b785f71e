/**
 * /admin/ledger?q=&zero=: the trial balance; investors named from the newest page of the
 * Users list (the app, not the ledger feature, owns it), the others as "User #id", each a
 * link to the user's page. `zero` shows zero balances too.
 */
import { useMemo } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { z } from "zod";
import { ADMIN_PAGE_MAX } from "@app/schema/contracts/admin-lists";
import { LedgerTab } from "../../../features/ledger/components/ledger-tab";
import { useUsers } from "../../../features/users/api/get-users";
import { querySearch } from "../../../lib/search-params";
import { TabFilter } from "../../-components/tab-filter";

export const Route = createFileRoute("/_auth/_panel/ledger")({
  validateSearch: querySearch.extend({ zero: z.boolean().optional().catch(undefined) }),
  component: LedgerRoute,
});

function LedgerRoute() {
  const { t } = useLingui();
  const { q = "", zero = false } = Route.useSearch();
  const navigate = Route.useNavigate();
  const users = useUsers({ limit: ADMIN_PAGE_MAX });
  const names = useMemo(() => new Map((users.data?.items ?? []).map((user) => [user.id, user.fullName])), [users.data]);
  return (
    <>
      <TabFilter
        placeholder={t`Investor or account`}
        value={q}
        onChange={(next) => void navigate({ search: (prev) => ({ ...prev, q: next || undefined }), replace: true })}
      />
      <LedgerTab
        query={q}
        userNames={names}
        showZero={zero}
        onShowZeroChange={(show) => void navigate({ search: (prev) => ({ ...prev, zero: show || undefined }), replace: true })}
      />
    </>
  );
}
