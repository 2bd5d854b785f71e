/**
 * The Withdrawal requests tab (docs/product-rules.md#admin-panel): three summary cards
 * (count and XAF total), sub-tabs Pending / Approved / Rejected with counts (links, so
 * the URL keeps the open one), and the tables. Stored statuses completed and failed read
 * 'Approved' and 'Rejected'. Counts, totals and the filter are the server's, over every
 * matching request, one page at a time (docs/product-rules.md#admin-lists).
 */
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { PaymentChannelsView } from "@app/schema/contracts/payments";
import { Tabs, type TabItem } from "../../../components/ui/tabs";
import type { AppHref } from "../../../lib/router-link";
import { PageNav } from "../../../components/page-nav";
import { useWithdrawals, type WithdrawalStatus } from "../api/get-withdrawals";
import { DecideWithdrawalDialog, type WithdrawalDecisionTarget } from "./decide-withdrawal-dialog";
import { WithdrawalSummaryCards } from "./withdrawal-summary-cards";
import { WithdrawalTable } from "./withdrawal-table";
import { listCount } from "../../../lib/list-count";

interface WithdrawalsTabProps {
  /** The payout channel of each method (docs/product-rules.md#automatic-rails), once known. */
  payoutChannels?: PaymentChannelsView["payouts"];
  query: string;
  status: WithdrawalStatus;
  /** The page: the last id of the previous page, or undefined for the newest. */
  cursor: string | undefined;
  /** Where each sub-tab's link goes. */
  statusHref: (status: WithdrawalStatus) => AppHref;
  onCursor: (cursor: string | undefined) => void;
}

export function WithdrawalsTab({ query, status, cursor, statusHref, onCursor, payoutChannels }: WithdrawalsTabProps) {
  const { t, i18n } = useLingui();
  const withdrawals = useWithdrawals({ q: query, status, cursor });
  const [decision, setDecision] = useState<WithdrawalDecisionTarget | null>(null);

  const { counts, totalsXaf, items, total, nextCursor } = withdrawals.data;
  const pendingCount = listCount(counts.pending, i18n.locale);
  const approvedCount = listCount(counts.completed, i18n.locale);
  const rejectedCount = listCount(counts.failed, i18n.locale);
  const noMatch = query.trim() ? t`No withdrawal requests match your search.` : null;
  const empty: Record<WithdrawalStatus, string> = {
    pending: t`No pending withdrawal requests.`,
    completed: t`No approved withdrawals yet.`,
    failed: t`No rejected withdrawals.`,
  };
  const tabs: TabItem<WithdrawalStatus>[] = [
    { key: "pending", label: t`Pending (${pendingCount})`, href: statusHref("pending") },
    { key: "completed", label: t`Approved (${approvedCount})`, href: statusHref("completed") },
    { key: "failed", label: t`Rejected (${rejectedCount})`, href: statusHref("failed") },
  ];

  return (
    <>
      <WithdrawalSummaryCards counts={counts} totalsXaf={totalsXaf} />
      <Tabs label={t`Withdrawal requests by status`} items={tabs} selected={status} variant="sub">
        <WithdrawalTable withdrawals={items} status={status} empty={noMatch ?? empty[status]} onDecide={setDecision} />
        <PageNav shown={items.length} total={total} cursor={cursor} nextCursor={nextCursor} onCursor={onCursor} />
      </Tabs>
      <DecideWithdrawalDialog target={decision} onClose={() => setDecision(null)} payoutChannels={payoutChannels} />
    </>
  );
}
