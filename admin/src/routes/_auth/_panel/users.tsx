/** /admin/users?q=&cursor=: every investor, filtered by name, phone or referral code. */
import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { UsersTab } from "../../../features/users/components/users-tab";
import { pagedSearch } from "../../../lib/search-params";
import { TabFilter } from "../../-components/tab-filter";

export const Route = createFileRoute("/_auth/_panel/users")({
  validateSearch: pagedSearch,
  component: UsersTabRoute,
});

function UsersTabRoute() {
  const { t } = useLingui();
  const { q = "", cursor } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <TabFilter
        placeholder={t`Name, phone or referral code`}
        value={q}
        onChange={(next) =>
          void navigate({ search: (prev) => ({ ...prev, q: next || undefined, cursor: undefined }), replace: true })
        }
      />
      <UsersTab query={q} cursor={cursor} onCursor={(next) => void navigate({ search: (prev) => ({ ...prev, cursor: next }) })} />
    </>
  );
}
