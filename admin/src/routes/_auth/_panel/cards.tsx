/** /admin/cards?q=: the investment cards, filtered by name (in the page: the catalogue is small). */
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { cardsQueryOptions } from "../../../features/cards/api/get-cards";
import { CardsTab } from "../../../features/cards/components/cards-tab";
import { querySearch } from "../../../lib/search-params";
import { routeStatus } from "../../-components/route-status";
import { SearchFilter } from "../../-components/tab-filter";

export const Route = createFileRoute("/_auth/_panel/cards")({
  validateSearch: querySearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(cardsQueryOptions()),
  ...routeStatus({ loading: msg`Loading investment cards...`, failed: msg`Could not load investment cards.`, above: Filter }),
  component: CardsTabRoute,
});

function Filter() {
  const { t } = useLingui();
  return <SearchFilter placeholder={t`Card name`} />;
}

function CardsTabRoute() {
  const { q = "" } = Route.useSearch();
  return (
    <>
      <Filter />
      <CardsTab query={q} />
    </>
  );
}
