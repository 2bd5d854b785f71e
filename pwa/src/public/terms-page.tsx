/** /terms, public (docs/product-rules.md#screen-terms): the terms, the operator's identity and the transparency figures. */
import { Trans } from "@lingui/react/macro";
import type { PublicSettingsAnswer } from "../features/settings/api/public-settings";
import { TermsContent } from "../features/terms/components/terms-content";
import { TransparencyFigures } from "../features/terms/components/transparency-figures";
import { OperatorStatement } from "../features/settings/components/operator-statement";
import { AppLink } from "../lib/app-link";

export function TermsPage({ settings }: { settings: PublicSettingsAnswer | undefined }) {
  return (
    <article className="card terms">
      <h1>
        <Trans>Terms and Conditions</Trans>
      </h1>
      <TermsContent channels={settings?.paymentChannels} ageOfMajority={settings?.ageOfMajority} />
      <section aria-labelledby="terms-operator">
        <h2 id="terms-operator">
          <Trans>6. Operator</Trans>
        </h2>
        <OperatorStatement settings={settings} />
      </section>
      <TransparencyFigures />
      <p>
        <AppLink to="/" className="button button--outline">
          <Trans>Back to home</Trans>
        </AppLink>
      </p>
    </article>
  );
}
