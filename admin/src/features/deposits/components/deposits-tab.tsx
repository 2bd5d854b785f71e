/**
 * The Deposit verifications tab (spec section 2): sub-tabs Pending / Approved / Rejected
 * with counts (links, so the URL keeps the open one), filtered by the tab's search box. Approve and reject only on pending
 * requests; delete on any (spec section 4).
 */
import { useMemo, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DepositVerificationView } from "@app/schema/contracts/deposits";
import { Tabs, type TabItem } from "../../../components/ui/tabs";
import { errorMessage } from "../../../lib/error-message";
import type { AppHref } from "../../../lib/router-link";
import { formatCount } from "../../../lib/format";
import { useDepositVerifications } from "../api/get-deposit-verifications";
import { filterDeposits } from "../filter-deposits";
import { DecideDepositDialog, type DepositDecisionTarget } from "./decide-deposit-dialog";
import { DeleteDepositDialog } from "./delete-deposit-dialog";
import { DepositTable } from "./deposit-table";

type Status = DepositVerificationView["status"];

interface DepositsTabProps {
  query: string;
  status: Status;
  /** Where each sub-tab's link goes. */
  statusHref: (status: Status) => AppHref;
}

export function DepositsTab({ query, status, statusHref }: DepositsTabProps) {
  const { t, i18n } = useLingui();
  const deposits = useDepositVerifications();
  const [decision, setDecision] = useState<DepositDecisionTarget | null>(null);
  const [deleting, setDeleting] = useState<DepositVerificationView | null>(null);
  const shown = useMemo(() => filterDeposits(deposits.data ?? [], query), [deposits.data, query]);

  if (deposits.isPending) {
    return (
      <p className="muted" role="status">
        <Trans>Loading deposit verifications...</Trans>
      </p>
    );
  }
  if (deposits.isError) {
    return (
      <p className="notice notice-error" role="alert">
        <Trans>Could not load deposit verifications.</Trans> {errorMessage(deposits.error, i18n)}
      </p>
    );
  }

  const of = (s: Status) => shown.filter((d) => d.status === s);
  const pendingCount = formatCount(of("pending").length, i18n.locale);
  const approvedCount = formatCount(of("approved").length, i18n.locale);
  const rejectedCount = formatCount(of("rejected").length, i18n.locale);
  const noMatch = query.trim() ? t`No deposit verifications match your search.` : null;
  const empty: Record<Status, string> = {
    pending: t`No pending deposit verifications.`,
    approved: t`No approved deposits yet.`,
    rejected: t`No rejected deposits.`,
  };
  const tabs: TabItem<Status>[] = [
    { key: "pending", label: t`Pending (${pendingCount})`, href: statusHref("pending") },
    { key: "approved", label: t`Approved (${approvedCount})`, href: statusHref("approved") },
    { key: "rejected", label: t`Rejected (${rejectedCount})`, href: statusHref("rejected") },
  ];

  return (
    <>
      <Tabs label={t`Deposit verifications by status`} items={tabs} selected={status} variant="sub">
        <DepositTable deposits={of(status)} empty={noMatch ?? empty[status]} onDecide={setDecision} onDelete={setDeleting} />
      </Tabs>
      <DecideDepositDialog target={decision} onClose={() => setDecision(null)} />
      <DeleteDepositDialog deposit={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
