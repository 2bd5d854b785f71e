/**
 * What every item of "Deposits and withdrawals" shares (docs/product-rules.md#money-status):
 * the state's badge, and an automatic payment's references, ours and the operator's once
 * known (docs/product-rules.md#automatic-rails), which the investor quotes to support.
 */
import { Trans } from "@lingui/react/macro";

export type Tone = "ok" | "pending" | "danger";

export function Badge({ tone, children }: { tone: Tone; children: React.ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}

export function ReferencesLine({ reference, operatorReference }: { reference: string; operatorReference: string | null }) {
  const operator = operatorReference;
  return (
    <div className="small muted" data-testid="payout-references">
      {operator ? (
        <Trans>
          Our ref. {reference}, operator ref. {operator}
        </Trans>
      ) : (
        <Trans>Our ref. {reference}</Trans>
      )}
    </div>
  );
}
