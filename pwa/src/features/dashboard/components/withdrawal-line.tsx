/**
 * The line under a withdrawal in the history and the statement: its fee and the amount
 * received, with the details (where it was sent, the request number) one tap away in a
 * disclosure (docs/product-rules.md#screen-dashboard). One line per withdrawal: its
 * payout and fee are not lines of their own.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { withdrawalSummary } from "./transaction-labels";
import "../../../signed-in.css";

export function WithdrawalLine({
  status,
  withdrawal,
  details,
}: {
  status: string;
  withdrawal: { fee: string; amountToReceive: string };
  /** The method and request number, from `detailText`. */
  details: string;
}) {
  const { i18n } = useLingui();
  return (
    <div className="small list__detail withdrawal-line">
      <div>{withdrawalSummary(i18n, status, withdrawal)}</div>
      {details && (
        <details>
          <summary>
            <Trans>Details</Trans>
          </summary>
          {details}
        </details>
      )}
    </div>
  );
}
