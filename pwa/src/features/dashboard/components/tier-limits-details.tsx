/**
 * The limits of the investor's tier and what counts against them now, folded under the
 * verification line (docs/product-rules.md#limits-by-tier, KYC-8): deposits today and in 30
 * days, withdrawals likewise, and what the account holds, each "used of limit".
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { VerificationView } from "@app/schema/contracts/verification";
import { formatXaf } from "@app/web/money";

export function TierLimitsDetails({ verification }: { verification: VerificationView }) {
  const { t, i18n } = useLingui();
  // A copy saved before the dashboard carried limits (the offline copy) shows nothing.
  if (!verification.limits || !verification.usage) return null;
  const { limits, usage, tier } = verification;
  const xaf = (v: string) => formatXaf(v, i18n.locale);
  const rows: [string, string, string][] = [
    [t`Deposits today`, usage.depositDay, limits.depositDay],
    [t`Deposits in 30 days`, usage.deposit30d, limits.deposit30d],
    [t`Withdrawals today`, usage.withdrawDay, limits.withdrawDay],
    [t`Withdrawals in 30 days`, usage.withdraw30d, limits.withdraw30d],
    [t`Held (principal and invested)`, usage.hold, limits.hold],
  ];
  return (
    <details className="small tier-limits" data-testid="tier-limits">
      <summary>
        <Trans>Your limits (tier {tier})</Trans>
      </summary>
      <ul>
        {rows.map(([label, used, limit]) => (
          <li key={label}>
            <Trans>
              {label}: {xaf(used)} of {xaf(limit)}
            </Trans>
          </li>
        ))}
      </ul>
    </details>
  );
}
