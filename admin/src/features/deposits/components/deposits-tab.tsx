/**
 * The Deposit verifications tab (docs/product-rules.md#admin-panel): sub-tabs Pending /
 * Approved / Rejected with the server's counts (links, so the URL keeps the open one),
 * filtered by the tab's search box on the server, one page at a time
 * (docs/product-rules.md#admin-lists). Approve and reject only on pending requests;
 * delete on any (docs/product-rules.md#deposits).
 */
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { DepositVerificationView } from "@app/schema/contracts/deposits";
import { Tabs, type TabItem } from "../../../components/ui/tabs";
import type { AppHref } from "../../../lib/router-link";
import { PageNav } from "../../../components/page-nav";
import { useDepositVerifications } from "../api/get-deposit-verifications";
import { DecideDepositDialog, type DepositDecisionTarget } from "./decide-deposit-dialog";
import { DeleteDepositDialog } from "./delete-deposit-dialog";
import { DepositTable } from "./deposit-table";
import { listCount } from "../../../lib/list-count";

type Status = DepositVerificationView["status"];

interface DepositsTabProps {
  query: string;
  status: Status;
  /** The page: the last id of the previous page, or undefined for the newest. */
  cursor: string | undefined;
  /** Where each sub-tab's link goes. */
  statusHref: (status: Status) => AppHref;
  onCursor: (cursor: string | undefined) => void;
}

export function DepositsTab({ query, status, cursor, statusHref, onCursor }: DepositsTabProps) {
  const { t, i18n } = useLingui();
  const deposits = useDepositVerifications({ q: query, status, cursor });
  const [decision, setDecision] = useState<DepositDecisionTarget | null>(null);
  const [deleting, setDeleting] = useState<DepositVerificationView | null>(null);

  const { counts, items, total, nextCursor } = deposits.data;
  const pendingCount = listCount(counts.pending, i18n.locale);
  const approvedCount = listCount(counts.approved, i18n.locale);
  const rejectedCount = listCount(counts.rejected, i18n.locale);
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
        <DepositTable deposits={items} empty={noMatch ?? empty[status]} onDecide={setDecision} onDelete={setDeleting} />
        <PageNav shown={items.length} total={total} cursor={cursor} nextCursor={nextCursor} onCursor={onCursor} />
      </Tabs>
      <DecideDepositDialog target={decision} onClose={() => setDecision(null)} />
      <DeleteDepositDialog deposit={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
