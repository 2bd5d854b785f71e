/** /admin/users?q=: every investor, filtered by name, phone or referral code. */
import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { UsersTab } from "../../../features/users/components/users-tab";
import { querySearch } from "../../../lib/search-params";
import { TabFilter } from "../../-components/tab-filter";

export const Route = createFileRoute("/_auth/_panel/users")({
  validateSearch: querySearch,
  component: UsersTabRoute,
});

function UsersTabRoute() {
  const { t } = useLingui();
  const { q = "" } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <TabFilter
        placeholder={t`Name, phone or referral code`}
        value={q}
        onChange={(next) => void navigate({ search: (prev) => ({ ...prev, q: next || undefined }), replace: true })}
      />
      <UsersTab query={q} />
    </>
  );
}
