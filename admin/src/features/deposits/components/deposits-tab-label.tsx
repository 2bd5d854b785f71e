/** 'Deposit verifications' with the number of pending requests (docs/product-rules.md#admin-panel). */
import { Trans, useLingui } from "@lingui/react/macro";
import { PENDING_COUNT, useDepositVerifications } from "../api/get-deposit-verifications";
import { listCount } from "../../../lib/list-count";

export function DepositsTabLabel() {
  const { t, i18n } = useLingui();
  const deposits = useDepositVerifications(PENDING_COUNT);
  const pending = deposits.data.counts.pending;
  const count = listCount(pending, i18n.locale);
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
