/**
 * The Reserve tab: returns and referral bonuses are paid only from this reserve, which
 * the operator funds (docs/product-rules.md#reserve). Shows what it holds, what waits for
 * funding and how many days of current returns it covers, the uncovered investments (RES-5);
 * then the 'Fund reserve' form, for the roles that may fund it (lib/permissions.ts).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { decimalStringToXaf } from "@app/schema/money";
import { formatXaf } from "@app/web/money";
import { useMayUse } from "../../../lib/permissions";
import { useReserve } from "../api/get-reserve";
import { FundReserveForm } from "./fund-reserve-form";
import { ReserveFigures } from "./reserve-figures";
import { UncoveredTable } from "./uncovered-table";

const LOW_COVER_DAYS = 7;

export function ReserveTab() {
  const { i18n } = useLingui();
  const reserve = useReserve();
  const mayFund = useMayUse("fundReserve");

  const status = reserve.data;
  const owed = formatXaf(status.returnsOwed, i18n.locale);
  const days = status.reserveCoverDays;
  return (
    <div className="reserve-layout">
      <div className="stack">
        <ReserveFigures status={status} />
        {decimalStringToXaf(status.returnsOwed) > 0 && (
          <p className="notice notice-warning" role="status">
            <Trans>
              {owed} of daily returns are waiting for funding. They are paid in order by the next daily run after the reserve is
              funded.
            </Trans>
          </p>
        )}
        {days !== null && days < LOW_COVER_DAYS && (
          <p className="notice notice-warning">
            <Trans>The reserve covers less than a week of current daily returns.</Trans>
          </p>
        )}
        <p className="muted small">
          <Trans>
            Daily returns and referral bonuses are paid only from this reserve, never from other investors' deposits. A card is
            sold only when the free reserve can commit its whole target return; investors see it as Currently Unavailable
            otherwise. These figures are public on the transparency page.
          </Trans>
        </p>
        <UncoveredTable uncovered={status.uncovered} shortfall={status.returnsShortfall} />
      </div>
      {mayFund && <FundReserveForm />}
    </div>
  );
}
