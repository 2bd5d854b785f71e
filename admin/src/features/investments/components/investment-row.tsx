/** One investment: investor, card, amounts, Active or Inactive, and the purchase date. */
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminInvestmentView } from "@app/schema/contracts/investments";
import { formatDateTime, formatPhone, formatXaf } from "../../../lib/format";

export function InvestmentRow({ investment: i }: { investment: AdminInvestmentView }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <tr>
      <th scope="row" data-label={t`Investor`} className="cell-name">
        <div>
          <span className="user-name">{i.userFullName || t`Deleted user`}</span>
          {i.userPhone && <span className="cell-sub nowrap">{formatPhone(i.userPhone)}</span>}
        </div>
      </th>
      <td data-label={t`Card`}>{i.cardName}</td>
      <td data-label={t`Amount`} className="num nowrap">
        {formatXaf(i.amount, locale)}
      </td>
      <td data-label={t`Daily return`} className="num nowrap">
        {formatXaf(i.dailyReturn, locale)}
      </td>
      <td data-label={t`Total earned`} className="num nowrap">
        {formatXaf(i.totalEarned, locale)}
      </td>
      <td data-label={t`Status`}>
        <span className={i.isActive ? "badge badge-success" : "badge badge-neutral"}>
          {i.isActive ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
        </span>
      </td>
      <td data-label={t`Date`} className="nowrap">
        {formatDateTime(i.createdAt, locale)}
      </td>
    </tr>
  );
}
