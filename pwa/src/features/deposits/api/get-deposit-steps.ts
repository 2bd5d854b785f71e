/**
 * GET /api/deposit-steps: the operator's MTN and Orange transfer instructions
 * (docs/product-rules.md#operator) in the reader's language
 * (docs/product-rules.md#content-languages); the language is in the query key.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";
import { contentLang } from "@app/web/content-lang";

export function getDepositSteps(locale: string) {
  return json(client["deposit-steps"].$get({ query: { lang: contentLang(locale) } }));
}

export function depositStepsQueryOptions(locale: string) {
  const lang = contentLang(locale);
  return queryOptions({
    queryKey: ["user", "deposits", "steps", lang],
    queryFn: () => getDepositSteps(lang),
    staleTime: 10 * 60_000,
  });
}

export function useDepositSteps(locale: string) {
  return useQuery(depositStepsQueryOptions(locale));
}
