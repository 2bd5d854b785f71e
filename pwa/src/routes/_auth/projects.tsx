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
import { toast } from "@app/web/toast-store";
import { ensureMoneyCatalog } from "../../lib/money-catalog";

export const Route = createFileRoute("/_auth/projects")({
  loader: ({ context }) => {
    void context.queryClient.invalidateQueries({ queryKey: userQueryKey });
    return Promise.all([ensureMoneyCatalog(), context.queryClient.ensureQueryData(investmentCardsQueryOptions())]);
  },
  component: ProjectsPage,
});

function ProjectsPage() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const { data: cards, refetch, isRefetching } = useInvestmentCards(i18n.locale);

  const onRefresh = async () => {
    const result = await refetch();
    if (result.isError) toast({ title: t`Something went wrong`, description: t`Please try again`, variant: "destructive" });
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
      <CardGrid
        cards={cards}
        principalBalance={user?.principalBalance ?? "0"}
        canInvest={!!user?.isActive}
        onOpen={() => void queryClient.invalidateQueries({ queryKey: userQueryKey })}
      />
    </>
  );
}
