/**
 * The Assistant's overview of the cards open today (those a purchase can buy now: the
 * card's `availability`, the state /projects shows too, RES-4) with their target figures
 * (live data, no promise written into static text: docs/product-rules.md#operator,
 * docs/decisions/0007-returns-are-targets.md).
 */
import { Link } from "@tanstack/react-router";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { MONTHLY_POTENTIAL_DAYS } from "@app/schema/money";
import { formatXaf } from "@app/web/money";
import { useQuery } from "@tanstack/react-query";
import { investmentCardsQueryOptions } from "../api/get-investment-cards";

export function LiveCardsOverview() {
  const { i18n } = useLingui();
  const { data: cards, isPending, isError } = useQuery(investmentCardsQueryOptions(i18n.locale));
  const xaf = (v: string | number) => formatXaf(v, i18n.locale);

  if (isPending)
    return (
      <p className="muted">
        <Trans>Loading...</Trans>
      </p>
    );
  if (isError)
    return (
      <p className="muted">
        <Trans>The cards are not available right now. Please try again later.</Trans>
      </p>
    );
  const active = cards.filter((c) => c.availability === "available");

  if (active.length === 0) {
    return (
      <p className="empty">
        <Trans>No investment card is open right now.</Trans>
      </p>
    );
  }
  return (
    <>
      <ul className="list">
        {active.map((card) => {
          const daily = xaf(card.dailyReturn);
          const monthly = xaf(Number(card.dailyReturn) * MONTHLY_POTENTIAL_DAYS);
          return (
            <li key={card.id}>
              <div>
                <strong>{card.name}</strong>
                <div className="small muted">
                  <Trans>
                    Target {daily} a day, {monthly} a month
                  </Trans>
                  {" · "}
                  <Plural value={card.durationDays} one="# day term" other="# days term" />
                </div>
              </div>
              <div className="num">{xaf(card.investmentAmount)}</div>
            </li>
          );
        })}
      </ul>
      <p className="stat__note">
        <Trans>Targets, not guaranteed: returns are paid only from the operator's funded reserve.</Trans>
      </p>
      <p>
        <Link to="/projects" className="button button--outline button--small">
          <Trans>See all projects</Trans>
        </Link>
      </p>
    </>
  );
}
