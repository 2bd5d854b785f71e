/**
 * Pending approvals (docs/product-rules.md#approvals): every proposal of a balance
 * adjustment, reserve funding or large withdrawal approval, with what it does, the amount,
 * why, who proposed it and when. Another admin approves it (the action runs then, once)
 * or rejects it with a note; the proposer is refused (`same_admin`). Decided proposals are
 * under their status. Owners set the threshold and, in development only, self-approval.
 */
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ApprovalStatus } from "@app/schema/contracts/approvals";
import { type TabItem, Tabs } from "../../../components/ui/tabs";
import type { AppHref } from "../../../lib/router-link";
import { useApprovals } from "../api/get-approvals";
import { ApprovalCard } from "./approval-card";
import { ApprovalSettingsForm } from "./approval-settings-form";
import { type Decision, DecisionDialog } from "./decision-dialog";

interface ApprovalsTabProps {
  status: ApprovalStatus;
  statusHref: (status: ApprovalStatus) => AppHref;
  isOwner: boolean;
}

export function ApprovalsTab({ status, statusHref, isOwner }: ApprovalsTabProps) {
  const { t } = useLingui();
  const { data } = useApprovals(status);
  const [decision, setDecision] = useState<Decision | null>(null);
  const tabs: TabItem<ApprovalStatus>[] = [
    { key: "proposed", label: t({ message: "Waiting", context: "proposals" }), href: statusHref("proposed") },
    { key: "approved", label: t({ message: "Approved", context: "proposals" }), href: statusHref("approved") },
    { key: "rejected", label: t({ message: "Rejected", context: "proposals" }), href: statusHref("rejected") },
    { key: "failed", label: t({ message: "Failed", context: "proposals" }), href: statusHref("failed") },
  ];
  const empty: Record<ApprovalStatus, string> = {
    proposed: t`Nothing waits for approval.`,
    approved: t`No approved proposals yet.`,
    rejected: t`No rejected proposals.`,
    failed: t`No failed proposals.`,
  };
  return (
    <section className="tab-section">
      <h2>
        <Trans>Pending approvals</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Balance adjustments, reserve fundings, large withdrawals, phone changes and refunds need a second admin. The admin who
          proposed one cannot approve it.
        </Trans>
      </p>
      <Tabs label={t`Proposals by status`} items={tabs} selected={status} variant="sub">
        {data.approvals.length === 0 ? (
          <p className="muted">{empty[status]}</p>
        ) : (
          <ul className="approval-list">
            {data.approvals.map((a) => (
              <ApprovalCard key={a.id} approval={a} onDecide={setDecision} />
            ))}
          </ul>
        )}
      </Tabs>
      {isOwner && <ApprovalSettingsForm />}
      <DecisionDialog target={decision} onClose={() => setDecision(null)} />
    </section>
  );
}
