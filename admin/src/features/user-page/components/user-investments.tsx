/** The user page's investments with paid, owed and paused days (docs/product-rules.md#operator-views, OPS-2). */
import { useLingui, Trans } from "@lingui/react/macro";
import type { UserOverviewResponse } from "@app/schema/contracts/admin-overview";
import { formatDate, formatXaf } from "@app/web/money";
import { Cell, DataTable, Row } from "../../../components/ui/table";
import { UserSection } from "./user-section";

export function UserInvestments({ data }: { data: UserOverviewResponse }) {
  const { i18n, t } = useLingui();
  return (
    <UserSection
      id="user-investments"
      title={<Trans>Investments</Trans>}
      isEmpty={data.investments.length === 0}
      empty={<Trans>No investments.</Trans>}
    >
      <DataTable
        label={t`Investments of this user with paid, owed and paused days`}
        className="compact-table"
        columns={[
          { key: "c0", label: <Trans>Card</Trans>, isRowHeader: true },
          { key: "c1", label: <Trans>Amount</Trans>, numeric: true },
          { key: "c2", label: <Trans>Daily return</Trans>, numeric: true },
          { key: "c3", label: <Trans>Term</Trans> },
          { key: "c4", label: <Trans>Paid days</Trans>, numeric: true },
          { key: "c5", label: <Trans>Owed days</Trans>, numeric: true },
          { key: "c6", label: <Trans>Paused days</Trans>, numeric: true },
          { key: "c7", label: <Trans>Earned</Trans>, numeric: true },
        ]}
        rows={data.investments}
      >
        {(inv) => (
          <Row key={inv.id} id={inv.id}>
            <Cell>
              {inv.cardName}
              <span className="cell-sub">
                #{inv.id} · {inv.isActive ? <Trans>active</Trans> : <Trans>matured</Trans>}
              </span>
            </Cell>
            <Cell className="num nowrap">{formatXaf(inv.amountXaf, i18n.locale)}</Cell>
            <Cell className="num nowrap">{formatXaf(inv.dailyReturnXaf, i18n.locale)}</Cell>
            <Cell className="nowrap">
              {formatDate(`${inv.startDay}T12:00:00Z`, i18n.locale)} – {formatDate(`${inv.maturesOn}T12:00:00Z`, i18n.locale)}
            </Cell>
            <Cell className="num nowrap">{inv.paidDays}</Cell>
            <Cell className="num nowrap">{inv.owedDays}</Cell>
            <Cell className="num nowrap">{inv.pausedDays}</Cell>
            <Cell className="num nowrap">{formatXaf(inv.totalEarnedXaf, i18n.locale)}</Cell>
          </Row>
        )}
      </DataTable>
    </UserSection>
  );
}
