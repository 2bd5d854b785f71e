/**
 * Below the welcome card on /login, for a first-time visitor (docs/product-rules.md#screen-login;
 * #operator): what LionArt is, who operates it, the risks and how returns are funded
 * (targets, not guarantees; paid only from an operator-funded reserve), the transparency
 * summary and the Terms. The words are prerendered, so they show before any JavaScript;
 * the operator's identity and the figures come from GET /api/transparency once the app has
 * started and the reader has scrolled near them, in a chunk of their own
 * (docs/decisions/0032-first-visit-loading.md: /login needs no more JavaScript before its
 * first paint; lib/near-screen.ts).
 */
import { lazy, Suspense, useRef } from "react";
import { AppLink } from "../../../lib/app-link";
import { Trans } from "@lingui/react/macro";
import { useHydrated } from "../../../lib/hydration";
import { useNearScreen } from "../../../lib/near-screen";
import { type CatalogLoader, ensureCatalog } from "../../../lib/i18n";
import { useLanguageStore } from "../../../lib/language-store";

/** The figures' texts: a catalog of their own (lingui.config.ts). */
const firstVisitCatalog: CatalogLoader = {
  name: "first-visit",
  load: (locale) =>
    locale === "fr" ? import("../../../locales/fr/first-visit.po") : import("../../../locales/en/first-visit.po"),
};

// The figures, with their texts; should they not download (offline), the page says where
// they are instead of failing.
const FirstVisitFigures = lazy(() =>
  Promise.all([import("./first-visit-figures"), ensureCatalog(useLanguageStore.getState().locale, firstVisitCatalog)]).then(
    ([figures]) => figures,
    () => ({ default: FiguresPending }),
  ),
);

export function FirstVisit() {
  const hydrated = useHydrated();
  const figures = useRef<HTMLDivElement>(null);
  const near = useNearScreen(figures);
  return (
    <section className="card first-visit" aria-labelledby="first-visit-title">
      <h2 id="first-visit-title">
        <Trans>What is LionArt?</Trans>
      </h2>
      <p>
        <Trans>
          LionArt lets you invest small amounts, from mobile money (MTN Mobile Money or Orange Money), in paintings made by
          partner artists in Douala. The boards are rented out and sold, and you follow your money, day by day, in the app.
        </Trans>
      </p>
      <h3>
        <Trans>The risks</Trans>
      </h3>
      <p>
        <strong>
          <Trans>
            Returns are targets, not guaranteed. They are paid only from a returns reserve funded by the operator, never from
            other users' deposits.
          </Trans>
        </strong>{" "}
        <Trans>
          When the reserve is empty, returns wait until it is funded. You may lose money: only invest what you can set aside.
        </Trans>
      </p>
      <h3>
        <Trans>Who operates it, and the figures</Trans>
      </h3>
      <div ref={figures}>
        {hydrated && near ? (
          <Suspense fallback={<FiguresPending />}>
            <FirstVisitFigures />
          </Suspense>
        ) : (
          <FiguresPending />
        )}
      </div>
      <p>
        <AppLink to="/terms">
          <Trans>Read the Terms and Conditions</Trans>
        </AppLink>
      </p>
    </section>
  );
}

function FiguresPending() {
  return (
    <p className="muted">
      <Trans>The operator's identity and the reserve's figures are in the Terms, and show here once the page has loaded.</Trans>
    </p>
  );
}
