/**
 * What the balance the proof counts is made of (issue 34 item 8; docs/proof-of-liabilities.md#the-proof):
 * the investor's four accounts on the record's day, as the API reads them for the leaf
 * (`breakdown`), added up in front of the reader to the balance checked below. Nothing is
 * recomputed here: the figures and the total are the proof's.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { formatXaf } from "@app/web/money";
import type { LiabilityVerification } from "../verify-proof";
import { formatDay } from "./format-day";

export function BalanceBreakdown({ v }: { v: LiabilityVerification }) {
  const { i18n } = useLingui();
  const xaf = (n: number) => formatXaf(n, i18n.locale);
  const day = formatDay(v.date, i18n.locale);
  const b = v.breakdown;
  return (
    <section aria-labelledby="liabilities-balance">
      <h2 id="liabilities-balance">
        <Trans>Your balance counted on {day}</Trans>
      </h2>
      <p className="small muted">
        <Trans>
          What LionArt owed you at the end of that day, after its daily returns. Your dashboard shows today’s figures, which may
          have changed since.
        </Trans>
      </p>
      <table className="breakdown" aria-labelledby="liabilities-balance">
        <tbody>
          <tr>
            <th scope="row">
              <Trans>Available balance (principal)</Trans>
            </th>
            <td className="num">{xaf(b.principalXaf)}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Referral balance</Trans>
            </th>
            <td className="num">+ {xaf(b.referralXaf)}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Invested (your active investments)</Trans>
            </th>
            <td className="num">+ {xaf(b.investedXaf)}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Being withdrawn (requests not paid yet)</Trans>
            </th>
            <td className="num">+ {xaf(b.withdrawalHoldXaf)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <Trans>Your balance counted</Trans>
            </th>
            <td className="num" data-testid="counted-balance">
              = {xaf(v.balanceXaf)}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
