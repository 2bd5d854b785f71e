/**
 * The Withdrawal requests tab, as the spec describes it (section 2): three summary cards
 * (count and XAF total), sub-tabs Pending / Approved / Rejected with counts (links, so
 * the URL keeps the open one), and the tables. Stored statuses completed and failed read 'Approved' and 'Rejected'.
 */
import { useMemo, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Tabs, type TabItem } from "../../../components/ui/tabs";
import { errorMessage } from "../../../lib/error-message";
import type { AppHref } from "../../../lib/router-link";
import { formatCount } from "../../../lib/format";
import { useWithdrawals } from "../api/get-withdrawals";
import { filterWithdrawals } from "../filter-withdrawals";
import { summarizeWithdrawals, type WithdrawalStatus } from "../summarize-withdrawals";
import { DecideWithdrawalDialog, type WithdrawalDecisionTarget } from "./decide-withdrawal-dialog";
import { WithdrawalSummaryCards } from "./withdrawal-summary-cards";
import { WithdrawalTable } from "./withdrawal-table";

interface WithdrawalsTabProps {
  query: string;
  status: WithdrawalStatus;
  /** Where each sub-tab's link goes. */
  statusHref: (status: WithdrawalStatus) => AppHref;
}

export function WithdrawalsTab({ query, status, statusHref }: WithdrawalsTabProps) {
  const { t, i18n } = useLingui();
  const withdrawals = useWithdrawals();
  const [decision, setDecision] = useState<WithdrawalDecisionTarget | null>(null);
  const all = withdrawals.data;
  const summary = useMemo(() => summarizeWithdrawals(all ?? []), [all]);
  const shown = useMemo(() => filterWithdrawals(all ?? [], query), [all, query]);

  if (withdrawals.isPending) {
    return (
      <p className="muted" role="status">
        <Trans>Loading withdrawal requests...</Trans>
      </p>
    );
  }
  if (withdrawals.isError) {
    return (
      <p className="notice notice-error" role="alert">
        <Trans>Could not load withdrawal requests.</Trans> {errorMessage(withdrawals.error, i18n)}
      </p>
    );
  }

  const of = (s: WithdrawalStatus) => shown.filter((w) => w.status === s);
  const pendingCount = formatCount(of("pending").length, i18n.locale);
  const approvedCount = formatCount(of("completed").length, i18n.locale);
  const rejectedCount = formatCount(of("failed").length, i18n.locale);
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
      <WithdrawalSummaryCards summary={summary} />
      <Tabs label={t`Withdrawal requests by status`} items={tabs} selected={status} variant="sub">
        <WithdrawalTable withdrawals={of(status)} status={status} empty={noMatch ?? empty[status]} onDecide={setDecision} />
      </Tabs>
      <DecideWithdrawalDialog target={decision} onClose={() => setDecision(null)} />
    </>
  );
}
