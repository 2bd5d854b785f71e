/** /admin/cards?q=: the investment cards, filtered by name. */
import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { CardsTab } from "../../../features/cards/components/cards-tab";
import { querySearch } from "../../../lib/search-params";
import { TabFilter } from "../../-components/tab-filter";

export const Route = createFileRoute("/_auth/_panel/cards")({
  validateSearch: querySearch,
  component: CardsTabRoute,
});

function CardsTabRoute() {
  const { t } = useLingui();
  const { q = "" } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <TabFilter
        placeholder={t`Card name`}
        value={q}
        onChange={(next) => void navigate({ search: (prev) => ({ ...prev, q: next || undefined }), replace: true })}
      />
      <CardsTab query={q} />
    </>
  );
}
