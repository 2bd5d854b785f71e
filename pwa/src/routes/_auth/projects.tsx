/**
 * /projects (docs/product-rules.md#screen-projects): the cards with Refresh and an empty
 * state. The principal is refetched on arrival and when a confirmation opens, so the
 * dialog's warnings compare with today's balance.
 */
import { createFileRoute } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { userQueryKey, useUser } from "../../features/auth/api/get-user";
import { investmentCardsQueryOptions, useInvestmentCards } from "../../features/investments/api/get-investment-cards";
import { CardGrid } from "../../features/investments/components/card-grid";
import { toastRefreshFailed } from "../../features/offline/refresh-failed";
import { ensureMoneyCatalog } from "../../lib/money-catalog";
import { useOnline } from "../../features/offline/network";
import { OfflineActionsNote } from "./-components/offline-notice";

export const Route = createFileRoute("/_auth/projects")({
  loader: ({ context }) => {
    void context.queryClient.invalidateQueries({ queryKey: userQueryKey });
    return Promise.all([ensureMoneyCatalog(), context.queryClient.ensureQueryData(investmentCardsQueryOptions())]);
  },
  component: ProjectsPage,
});

function ProjectsPage() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const { data: cards, refetch, isRefetching } = useInvestmentCards(i18n.locale);
  // Investing needs the server (docs/product-rules.md#offline).
  const online = useOnline();

  const onRefresh = async () => {
    const result = await refetch();
    if (result.isError) toastRefreshFailed(result.error);
  };

  return (
    <>
      <div className="page-head">
        <div>
          <h1>
            <Trans>Investment projects</Trans>
          </h1>
          <p className="muted">
            <Trans>Art paint boards inspired by great painters. Every return shown is a target, not a guarantee.</Trans>
          </p>
        </div>
        <button type="button" className="button button--outline button--small" onClick={onRefresh} disabled={isRefetching}>
          {isRefetching ? <Trans>Refreshing...</Trans> : <Trans>Refresh</Trans>}
        </button>
      </div>
      {user && !user.isActive && (
        <p className="banner">
          <Trans>Your account is suspended: you cannot invest until it is active again.</Trans>
        </p>
      )}
      {!online && <OfflineActionsNote />}
      <CardGrid
        cards={cards}
        principalBalance={user?.principalBalance ?? "0"}
        canInvest={!!user?.isActive && online}
        onOpen={() => void queryClient.invalidateQueries({ queryKey: userQueryKey })}
      />
    </>
  );
}
