/**
 * Why choose LionArt, in four points of the landing content (docs/product-rules.md#screen-home).
 * Each point states a rule the product keeps, never a promise of earnings
 * (docs/decisions/0007-returns-are-targets.md).
 */
import { Trans } from "@lingui/react/macro";

export function WhyChooseSection() {
  return (
    <section className="card" aria-labelledby="why-title">
      <h2 id="why-title">
        <Trans>Why choose LionArt</Trans>
      </h2>
      <ul className="why-list">
        <li>
          <strong>
            <Trans>Open figures</Trans>
          </strong>
          <Trans>Returns are targets, paid only from a reserve the operator funds. The reserve's figures are public.</Trans>
        </li>
        <li>
          <strong>
            <Trans>Your records, always</Trans>
          </strong>
          <Trans>Every franc is written once in the books and never rewritten. Download your statement at any time.</Trans>
        </li>
        <li>
          <strong>
            <Trans>Mobile money</Trans>
          </strong>
          <Trans>Deposit and withdraw with MTN Mobile Money or Orange Money, from your phone.</Trans>
        </li>
        <li>
          <strong>
            <Trans>Help in your language</Trans>
          </strong>
          <Trans>The app and its support speak English and French, Monday to Saturday.</Trans>
        </li>
      </ul>
    </section>
  );
}
