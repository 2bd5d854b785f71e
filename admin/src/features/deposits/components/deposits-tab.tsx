/**
 * The Deposit verifications tab (spec section 2): sub-tabs Pending / Approved / Rejected
 * with counts, filtered by the panel's search box. Approve and reject only on pending
 * requests; delete on any (spec section 4).
 */
import { useMemo, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DepositVerificationView } from "@app/schema/contracts/deposits";
import { Tabs, type TabItem } from "../../../components/ui/tabs";
import { errorMessage } from "../../../lib/error-message";
import { formatCount } from "../../../lib/format";
import { useDepositVerifications } from "../api/get-deposit-verifications";
import { filterDeposits } from "../filter-deposits";
import { DecideDepositDialog, type DepositDecisionTarget } from "./decide-deposit-dialog";
import { DeleteDepositDialog } from "./delete-deposit-dialog";
import { DepositTable } from "./deposit-table";

type Status = DepositVerificationView["status"];

export function DepositsTab({ query }: { query: string }) {
  const { t, i18n } = useLingui();
  const deposits = useDepositVerifications();
  const [status, setStatus] = useState<Status>("pending");
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
  const table = (s: Status, empty: string) => () => (
    <DepositTable deposits={of(s)} empty={noMatch ?? empty} onDecide={setDecision} onDelete={setDeleting} />
  );
  const tabs: TabItem<Status>[] = [
    { key: "pending", label: t`Pending (${pendingCount})`, panel: table("pending", t`No pending deposit verifications.`) },
    { key: "approved", label: t`Approved (${approvedCount})`, panel: table("approved", t`No approved deposits yet.`) },
    { key: "rejected", label: t`Rejected (${rejectedCount})`, panel: table("rejected", t`No rejected deposits.`) },
  ];

  return (
    <>
      <Tabs label={t`Deposit verifications by status`} items={tabs} selected={status} onSelect={setStatus} variant="sub" />
      <DecideDepositDialog target={decision} onClose={() => setDecision(null)} />
      <DeleteDepositDialog deposit={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
