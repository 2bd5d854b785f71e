/** The facts an admin checks against the mobile money account before deciding a deposit. */
import { Trans, useLingui } from "@lingui/react/macro";
import type { DepositVerificationView } from "@app/schema/contracts/deposits";
import { formatDateTime, formatPhone, formatXaf } from "@app/web/money";

export function DepositSummary({ deposit }: { deposit: DepositVerificationView }) {
  const { i18n } = useLingui();
  return (
    <dl className="summary-list">
      <div>
        <dt>
          <Trans>Investor</Trans>
        </dt>
        <dd>
          {deposit.fullName} {deposit.phone && <span className="nowrap">({formatPhone(deposit.phone)})</span>}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Declared amount</Trans>
        </dt>
        <dd className="amount">{formatXaf(deposit.amount, i18n.locale)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Method</Trans>
        </dt>
        <dd>{deposit.paymentMethod}</dd>
      </div>
      <div>
        <dt>
          <Trans>Sender</Trans>
        </dt>
        <dd>
          {deposit.depositName} · {deposit.userName}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Transaction ID</Trans>
        </dt>
        <dd>
          <code translate="no" className="break">
            {deposit.transactionId}
          </code>
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Submitted</Trans>
        </dt>
        <dd>{formatDateTime(deposit.createdAt, i18n.locale)}</dd>
      </div>
    </dl>
  );
}
