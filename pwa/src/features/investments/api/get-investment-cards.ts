/**
 * GET /api/investment-cards: every card with its target figures and whether it is open,
 * its texts in the reader's language (docs/product-rules.md#content-languages). The
 * language is in the query key, so switching language fetches the other texts.
 */
import { i18n } from "@lingui/core";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";
import { contentLang } from "@app/web/content-lang";

export function getInvestmentCards(locale: string) {
  return json(client["investment-cards"].$get({ query: { lang: contentLang(locale) } }));
}

/**
 * `locale` defaults to the active language, for route loaders. Stale at once: whether the
 * reserve can fund a card (`returnFunded`, RES-4) changes with every purchase and funding, so
 * each visit shows the cached cards and asks again in the background.
 */
export function investmentCardsQueryOptions(locale: string = i18n.locale) {
  const lang = contentLang(locale);
  return queryOptions({ queryKey: ["investment-cards", lang], queryFn: () => getInvestmentCards(lang), staleTime: 0 });
}

export function useInvestmentCards(locale: string) {
  return useSuspenseQuery(investmentCardsQueryOptions(locale));
}
