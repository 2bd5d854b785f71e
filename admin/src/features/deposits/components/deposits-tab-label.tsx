/** 'Deposit verifications' with the number of pending requests (docs/product-rules.md#admin-panel). */
import { Trans, useLingui } from "@lingui/react/macro";
import { formatCount } from "@app/web/money";
import { PENDING_COUNT, useDepositVerifications } from "../api/get-deposit-verifications";

export function DepositsTabLabel() {
  const { t, i18n } = useLingui();
  const deposits = useDepositVerifications(PENDING_COUNT);
  const pending = deposits.data.counts.pending;
  const count = formatCount(pending, i18n.locale);
  return (
    <>
      <Trans>Deposit verifications</Trans>
      {pending > 0 && (
        <span className="tab-count">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{t`(${count} pending)`}</span>
        </span>
      )}
    </>
  );
}
