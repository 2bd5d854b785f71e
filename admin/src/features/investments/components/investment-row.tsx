/** One investment: investor, card, amounts, Active or Inactive, and the purchase date. */
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminInvestmentView } from "@app/schema/contracts/investments";
import { Cell, Row } from "../../../components/ui/table";
import { formatDateTime, formatPhone, formatXaf } from "@app/web/money";
import { UserLink } from "../../../components/user-link";

export function InvestmentRow({ investment: i }: { investment: AdminInvestmentView }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <Row id={i.id}>
      <Cell data-label={t`Investor`} className="cell-name">
        <div>
          <UserLink userId={i.userId} name={i.userFullName || t`Deleted user`} />
          {i.userPhone && <span className="cell-sub nowrap">{formatPhone(i.userPhone)}</span>}
        </div>
      </Cell>
      <Cell data-label={t`Card`}>{i.cardName}</Cell>
      <Cell data-label={t`Amount`} className="num nowrap">
        {formatXaf(i.amount, locale)}
      </Cell>
      <Cell data-label={t`Daily return`} className="num nowrap">
        {formatXaf(i.dailyReturn, locale)}
      </Cell>
      <Cell data-label={t`Total earned`} className="num nowrap">
        {formatXaf(i.totalEarned, locale)}
      </Cell>
      <Cell data-label={t`Status`}>
        <span className={i.isActive ? "badge badge-success" : "badge badge-neutral"}>
          {i.isActive ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
        </span>
      </Cell>
      <Cell data-label={t`Date`} className="nowrap">
        {formatDateTime(i.createdAt, locale)}
      </Cell>
    </Row>
  );
}
