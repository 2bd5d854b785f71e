/**
 * Step 2 of the withdrawal dialog (docs/product-rules.md#withdrawals;
 * docs/product-rules.md#withdrawal-fee): amount, fee (WITHDRAWAL_FEE_PERCENT) rounded half up, amount to
 * receive, account name, number and service, and the 1,000 XAF warning when the request
 * would leave principal under it (docs/product-rules.md#keep-balance).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { WithdrawInput } from "@app/schema/contracts/withdrawals";
import { KEEP_BALANCE_XAF, withdrawalFeeXaf } from "@app/schema/money";
import { formatPhone, formatXaf, withdrawalFeeRate } from "@app/web/money";

interface WithdrawalSummaryProps {
  input: WithdrawInput;
  principalXaf: number;
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

export function WithdrawalSummary({ input, principalXaf, submitting, onBack, onSubmit }: WithdrawalSummaryProps) {
  const { i18n } = useLingui();
  const xaf = (n: number) => formatXaf(n, i18n.locale);
  const fee = withdrawalFeeXaf(input.amount);
  const rate = withdrawalFeeRate(i18n.locale);
  const left = principalXaf - input.amount;
  const leftText = xaf(left);
  const keep = xaf(KEEP_BALANCE_XAF);

  return (
    <>
      <dl className="figures">
        <div>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>{xaf(input.amount)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Fee ({rate})</Trans>
          </dt>
          <dd>{xaf(fee)}</dd>
        </div>
        <div className="figures__total">
          <dt>
            <Trans>Amount to receive</Trans>
          </dt>
          <dd>{xaf(input.amount - fee)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Account name</Trans>
          </dt>
          <dd>{input.accountName}</dd>
        </div>
        <div>
          <dt>
            <Trans>Account number</Trans>
          </dt>
          <dd>{formatPhone(input.accountNumber)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Service</Trans>
          </dt>
          <dd>{input.paymentMethod}</dd>
        </div>
      </dl>
      {left < KEEP_BALANCE_XAF && (
        <div className="banner" role="note">
          <p>
            <Trans>
              After this withdrawal your principal balance would be {leftText}, under {keep}. Daily returns on your investments
              are paused while your principal balance stays under {keep}.
            </Trans>
          </p>
        </div>
      )}
      <div className="button-row">
        <button type="button" className="button button--outline" onClick={onBack} disabled={submitting}>
          <Trans>Back</Trans>
        </button>
        <button type="button" className="button" onClick={onSubmit} disabled={submitting}>
          {submitting ? <Trans>Submitting...</Trans> : <Trans>Submit</Trans>}
        </button>
      </div>
    </>
  );
}
