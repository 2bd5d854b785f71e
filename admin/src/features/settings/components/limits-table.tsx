/**
 * The limits by tier as a table (docs/product-rules.md#limits-by-tier, KYC-5): a row per tier,
 * a column per limit, each cell an amount field formatted as the reader's language writes
 * XAF ("FCFA 100,000", "100 000 FCFA"), whose label names the tier and the limit for screen
 * readers. Read-only for staff other than the owner.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { I18nProvider } from "react-aria-components";
import type { TierLimits } from "@app/schema/contracts/tier-limits";
import { NumberField } from "../../../components/ui/number-field";

export type LimitField = keyof TierLimits;
export const LIMIT_FIELDS: LimitField[] = ["depositDayXaf", "deposit30dXaf", "withdrawDayXaf", "withdraw30dXaf", "holdXaf"];
export const TIERS = [0, 1, 2] as const;

const XAF_FORMAT = { style: "currency", currency: "XAF", maximumFractionDigits: 0 } as const;

export interface LimitsTableProps {
  /** Each tier's amounts, whole XAF; NaN for an empty cell. */
  tiers: number[][];
  onChange: (tier: number, field: number, value: number) => void;
  /** The `tiers.<tier>.<field>` paths the last check refused. */
  invalid: Set<string>;
  isReadOnly: boolean;
}

export function LimitsTable({ tiers, onChange, invalid, isReadOnly }: LimitsTableProps) {
  const { t, i18n } = useLingui();
  const labels: Record<LimitField, string> = {
    depositDayXaf: t`Deposits per day`,
    deposit30dXaf: t`Deposits per 30 days`,
    withdrawDayXaf: t`Withdrawals per day`,
    withdraw30dXaf: t`Withdrawals per 30 days`,
    holdXaf: t`Most held`,
  };
  const tierName = (tier: number) => t`Tier ${tier}`;
  const cellLabel = (tier: number, limit: string) => t`Tier ${tier}: ${limit}`;
  return (
    <I18nProvider locale={i18n.locale === "fr" ? "fr-CM" : "en-CM"}>
      <div className="table-wrap">
        <table className="data-table limits-table">
          <caption className="visually-hidden">
            <Trans>The most an investor may move or hold, by tier</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Tier</Trans>
              </th>
              {LIMIT_FIELDS.map((f) => (
                <th key={f} scope="col" className="num">
                  {labels[f]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {TIERS.map((tier) => (
              <tr key={tier}>
                <th scope="row">{tierName(tier)}</th>
                {LIMIT_FIELDS.map((f, i) => (
                  <td key={f}>
                    <NumberField
                      label={cellLabel(tier, labels[f])}
                      labelHidden
                      formatOptions={XAF_FORMAT}
                      minValue={0}
                      maxValue={1_000_000_000}
                      value={tiers[tier]?.[i] ?? Number.NaN}
                      isReadOnly={isReadOnly}
                      onChange={(v) => onChange(tier, i, v)}
                      errorMessage={invalid.has(`tiers.${tier}.${f}`) ? t`Whole XAF, at most 1,000,000,000` : undefined}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </I18nProvider>
  );
}
