/**
 * The Investment history tab (docs/product-rules.md#admin-panel): every investment,
 * newest first, searched on the server by the tab's box (user full name, phone or card
 * name), one page at a time (docs/product-rules.md#admin-lists); the page sorts by
 * investor, card, amounts, status and date.
 */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { AdminInvestmentView } from "@app/schema/contracts/investments";
import { compareDecimal, compareText, DataTable, type TableColumn } from "../../../components/ui/table";
import { PageNav } from "../../../components/page-nav";
import { useInvestments } from "../api/get-investments";
import { InvestmentRow } from "./investment-row";
import { listCount } from "../../../lib/list-count";

interface InvestmentsTabProps {
  query: string;
  cursor: string | undefined;
  onCursor: (cursor: string | undefined) => void;
}

export function InvestmentsTab({ query, cursor, onCursor }: InvestmentsTabProps) {
  const { t, i18n } = useLingui();
  const columns = useInvestmentColumns();
  const investments = useInvestments({ q: query, cursor });

  const { items: shown, total, nextCursor } = investments.data;
  const investmentsCount = listCount(total, i18n.locale);
  if (shown.length === 0) {
    return (
      <p className="empty">
        {query.trim() ? <Trans>No investments match your search criteria.</Trans> : <Trans>No investments yet.</Trans>}
      </p>
    );
  }
  return (
    <>
      <p className="muted result-count" role="status">
        <Plural value={total} one={`${investmentsCount} investment`} other={`${investmentsCount} investments`} />
      </p>
      <DataTable label={t`Investment history`} className="responsive-table" columns={columns} rows={shown}>
        {(investment) => <InvestmentRow key={investment.id} investment={investment} />}
      </DataTable>
      <PageNav shown={shown.length} total={total} cursor={cursor} nextCursor={nextCursor} onCursor={onCursor} />
    </>
  );
}

function useInvestmentColumns(): TableColumn<AdminInvestmentView>[] {
  const { t } = useLingui();
  return [
    {
      key: "investor",
      label: t`Investor`,
      isRowHeader: true,
      sort: (a, b) => compareText(a.userFullName ?? "", b.userFullName ?? ""),
    },
    { key: "card", label: t`Card`, sort: (a, b) => compareText(a.cardName, b.cardName) },
    { key: "amount", label: t`Amount`, numeric: true, sort: (a, b) => compareDecimal(a.amount, b.amount) },
    { key: "dailyReturn", label: t`Daily return`, numeric: true, sort: (a, b) => compareDecimal(a.dailyReturn, b.dailyReturn) },
    { key: "totalEarned", label: t`Total earned`, numeric: true, sort: (a, b) => compareDecimal(a.totalEarned, b.totalEarned) },
    { key: "status", label: t`Status`, sort: (a, b) => Number(b.isActive) - Number(a.isActive) },
    { key: "createdAt", label: t`Date`, sort: (a, b) => compareText(a.createdAt, b.createdAt) },
  ];
}
