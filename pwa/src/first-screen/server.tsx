/**
 * The first screen of a signed-in route, rendered by the Worker on a first visit
 * (docs/decisions/0039-first-screen-from-the-worker.md): the same route tree and components
 * as the app, given the reads the Worker made for it, so the phone paints the investor's
 * figures with the page instead of after the app's code and a second round trip. Built for
 * workerd by scripts/build-first-screen.mjs; the Worker imports it as `lionart:first-screen`.
 */
import { renderToString } from "react-dom/server";
import { i18n } from "@lingui/core";
import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { messages as en } from "../locales/en/messages.po";
import { messages as fr } from "../locales/fr/messages.po";
import { messages as enApp } from "../locales/en/app.po";
import { messages as frApp } from "../locales/fr/app.po";
import { messages as enContent } from "../locales/en/content.po";
import { messages as frContent } from "../locales/fr/content.po";
import { messages as enMoney } from "../locales/en/money.po";
import { messages as frMoney } from "../locales/fr/money.po";
import { routeTree } from "../routeTree.gen";
import { AppTree, routerDefaults } from "../app-tree";
import type { Locale } from "../lib/i18n";
import { useLanguageStore } from "../lib/language-store";
import { setReferralOrigin } from "../lib/referral-link";

const CATALOGS: Record<Locale, Record<string, unknown>> = {
  en: { ...en, ...enApp, ...enContent, ...enMoney },
  fr: { ...fr, ...frApp, ...frContent, ...frMoney },
};
i18n.load(CATALOGS as never);

/** A read the Worker made for the screen: the app's query key and its answer, as the API gives it. */
export interface FirstScreenRead {
  queryKey: QueryKey;
  data: unknown;
}

/**
 * The HTML of #root's children for `path` (on `origin`, for the links it shows) in `locale`, from `reads` alone (no network: a
 * read the screen needs and was not given leaves it pending, as the app would show it).
 * Null when the route does not render from them (an error or a redirect): the Worker then
 * sends the app's shell as before.
 */
export async function renderFirstScreen(
  origin: string,
  path: string,
  locale: Locale,
  reads: FirstScreenRead[],
): Promise<string | null> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, networkMode: "offlineFirst" } },
  });
  for (const read of reads) queryClient.setQueryData(read.queryKey, read.data);
  const router = createRouter({
    routeTree,
    ...routerDefaults,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  });
  try {
    await router.load();
  } catch {
    return null;
  }
  // A redirect, a missing read's error or a not-found: the app decides, from its shell.
  if (router.state.matches.some((m) => m.status !== "success")) return null;
  // Rendering is synchronous from here: no other request's language can come in between.
  i18n.activate(locale);
  useLanguageStore.setState({ locale });
  setReferralOrigin(origin);
  return renderToString(<AppTree router={router} queryClient={queryClient} />);
}
