/** /terms, public (docs/product-rules.md#screen-terms): the terms, the operator's identity and the transparency figures. */
import { createFileRoute, Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { TermsContent } from "../features/terms/components/terms-content";
import { TransparencyFigures } from "../features/terms/components/transparency-figures";
import { usePublicSettings } from "../features/settings/api/get-public-settings";
import { OperatorStatement } from "../features/settings/components/operator-statement";
import { ensureContentCatalog } from "../lib/i18n";
import { useLanguageStore } from "../lib/language-store";
import { useHydrated } from "../lib/hydration";

export const Route = createFileRoute("/terms")({
  loader: () => ensureContentCatalog(useLanguageStore.getState().locale),
  component: TermsPage,
});

function TermsPage() {
  // What the prerender had (no settings) until hydrated (lib/hydration.ts).
  const hydrated = useHydrated();
  const settings = usePublicSettings().data;
  return (
    <article className="card terms">
      <h1>
        <Trans>Terms and Conditions</Trans>
      </h1>
      <TermsContent channels={hydrated ? settings?.paymentChannels : undefined} />
      <section aria-labelledby="terms-operator">
        <h2 id="terms-operator">
          <Trans>6. Operator</Trans>
        </h2>
        <OperatorStatement settings={hydrated ? settings : undefined} />
      </section>
      <TransparencyFigures />
      <p>
        <Link to="/" className="button button--outline">
          <Trans>Back to home</Trans>
        </Link>
      </p>
    </article>
  );
}
