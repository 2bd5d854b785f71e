/**
 * The record's figures behind the checks, folded away, for an investor who wants to compare
 * them with what they saved or run `scripts/verify-liabilities.mjs` (docs/proof-of-liabilities.md).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { formatXaf } from "@app/web/money";
import type { LiabilityVerification } from "../verify-proof";

export function TechnicalDetails({ v }: { v: LiabilityVerification }) {
  const { i18n } = useLingui();
  return (
    <details className="liabilities__details">
      <summary>
        <Trans>Record details</Trans>
      </summary>
      <dl className="details">
        <dt>
          <Trans>Investors counted</Trans>
        </dt>
        <dd>{i18n.number(v.leafCount)}</dd>
        <dt>
          <Trans>Total owed</Trans>
        </dt>
        <dd>{formatXaf(v.totalXaf, i18n.locale)}</dd>
        <dt>
          <Trans>Root hash</Trans>
        </dt>
        <dd className="liabilities__hash">{v.rootHash}</dd>
        <dt>
          <Trans>Record hash</Trans>
        </dt>
        <dd className="liabilities__hash">{v.recordHash}</dd>
      </dl>
    </details>
  );
}
