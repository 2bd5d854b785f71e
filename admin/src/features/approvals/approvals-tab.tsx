/**
 * Pending approvals (docs/product-rules.md#approvals): every proposal of a balance
 * adjustment, reserve funding or large withdrawal approval, with what it does, the amount,
 * why, who proposed it and when. Another admin approves it (the action runs then, once)
 * or rejects it with a note; the proposer is refused (`same_admin`). Decided proposals are
 * under their status. Owners set the threshold and, in development only, self-approval.
 */
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ApprovalStatus, ApprovalView } from "@app/schema/contracts/approvals";
import { formatDateTime, formatPhone, formatXaf } from "@app/web/money";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Switch } from "../../components/ui/switch";
import { type TabItem, Tabs } from "../../components/ui/tabs";
import { TextAreaField } from "../../components/ui/text-area-field";
import { TextField } from "../../components/ui/text-field";
import { useToast } from "../../components/ui/toast";
import { UserLink } from "../../components/user-link";
import { errorMessage } from "../../lib/error-message";
import type { AppHref } from "../../lib/router-link";
import { useApprovalDecision, useApprovalSettings, useApprovals, useSaveApprovalSettings } from "./api";

function What({ approval: a }: { approval: ApprovalView }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const amount = formatXaf(a.amountXaf, locale);
  const d = a.details;
  if (d.kind === "reserve_funding") {
    return (
      <span>
        <Trans>Fund the returns reserve with {amount}</Trans>
      </span>
    );
  }
  if (d.kind === "balance_adjustment") {
    return (
      <span>
        <Trans>Adjust the balance of</Trans> <UserLink userId={d.userId} name={d.fullName} className="user-link" />
        {d.moves.map((m) => {
          const from = formatXaf(m.fromXaf, locale);
          const to = formatXaf(m.toXaf, locale);
          return (
            <span key={m.account} className="cell-sub">
              {m.account === "principal" ? (
                <Trans>
                  Principal: {from} → {to}
                </Trans>
              ) : (
                <Trans>
                  Referral: {from} → {to}
                </Trans>
              )}
            </span>
          );
        })}
      </span>
    );
  }
  const number = formatPhone(d.accountNumber);
  const id = d.withdrawalId;
  return (
    <span>
      <Trans>
        Approve withdrawal #{id} of {amount} to {number}
      </Trans>{" "}
      <UserLink userId={d.userId} name={d.fullName} className="user-link" />
      {a.newPayoutNumber && (
        <span className="badge badge-warning">
          <Trans>New payout number</Trans>
        </span>
      )}
    </span>
  );
}

type Decision = { approval: ApprovalView; decision: "approve" | "reject" };

function DecisionDialog({ target, onClose }: { target: Decision | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useApprovalDecision();
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | undefined>();
  const approving = target?.decision === "approve";
  const amount = target ? formatXaf(target.approval.amountXaf, i18n.locale) : "";

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    setNote("");
    setNoteError(undefined);
    onClose();
  }

  function confirm() {
    if (!target) return;
    const trimmed = note.trim();
    if (!approving && trimmed.length < 3) {
      setNoteError(t`A note of at least 3 characters is required`);
      return;
    }
    mutation.mutate(
      { id: target.approval.id, decision: target.decision, note: approving ? undefined : trimmed },
      {
        onSuccess: () => {
          toast({ title: approving ? t`Proposal approved and carried out` : t`Proposal rejected`, description: amount });
          setNote("");
          mutation.reset();
          onClose();
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open={target !== null}
      title={approving ? t`Approve this proposal?` : t`Reject this proposal?`}
      onClose={close}
      onConfirm={confirm}
      pending={mutation.isPending}
      tone={approving ? "primary" : "danger"}
      error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
      label={approving ? <Trans>Approve</Trans> : <Trans>Reject</Trans>}
      pendingLabel={approving ? <Trans>Approving...</Trans> : <Trans>Rejecting...</Trans>}
    >
      {target && (
        <>
          <p>
            <What approval={target.approval} />
          </p>
          {approving ? (
            <p className="muted">
              <Trans>Approving carries the action out now. It is recorded in the audit log under your name.</Trans>
            </p>
          ) : (
            <TextAreaField
              label={t`Note`}
              description={t`Why you reject it; the proposer sees it.`}
              value={note}
              maxLength={500}
              errorMessage={noteError}
              onChange={(value) => setNote(value)}
            />
          )}
        </>
      )}
    </ConfirmDialog>
  );
}

function ApprovalCard({ approval: a, onDecide }: { approval: ApprovalView; onDecide: (d: Decision) => void }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const proposer = a.proposedBy.username;
  const proposedAt = formatDateTime(a.proposedAt, locale);
  const decider = a.decidedBy?.username ?? "";
  const decidedAt = a.decidedAt ? formatDateTime(a.decidedAt, locale) : "";
  return (
    <li className="card approval-card" data-testid="approval">
      <p className="approval-what">
        <What approval={a} />
      </p>
      <p className="amount">{formatXaf(a.amountXaf, locale)}</p>
      {a.reason && (
        <p>
          <span className="muted">
            <Trans>Why:</Trans>
          </span>{" "}
          {a.reason}
        </p>
      )}
      <p className="muted small">
        <Trans>
          Proposed by <span translate="no">{proposer}</span> on {proposedAt}
        </Trans>
      </p>
      {a.status !== "proposed" && a.decidedAt && (
        <p className="muted small">
          {a.decidedBy ? (
            <Trans>
              Decided by <span translate="no">{decider}</span> on {decidedAt}
            </Trans>
          ) : (
            <Trans>Closed on {decidedAt}</Trans>
          )}
        </p>
      )}
      {a.note && (
        <p>
          <span className="muted">
            <Trans>Rejection note:</Trans>
          </span>{" "}
          {a.note}
        </p>
      )}
      {a.failure && (
        <p className="notice notice-error">
          <Trans>Not carried out, nothing moved:</Trans> {a.failure}
        </p>
      )}
      {a.status === "proposed" && (
        <div className="actions">
          <Button size="small" tone="primary" onPress={() => onDecide({ approval: a, decision: "approve" })}>
            <Trans>Approve</Trans>
          </Button>
          <Button size="small" tone="danger-outline" onPress={() => onDecide({ approval: a, decision: "reject" })}>
            <Trans>Reject</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}

function ApprovalSettingsForm() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const settings = useApprovalSettings();
  const save = useSaveApprovalSettings();
  const [threshold, setThreshold] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  if (!settings.data) return null;
  const current = settings.data;
  const shown = threshold ?? String(current.approvalThresholdXaf);

  function submit(selfApprovalAllowed: boolean, event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const value = Number(shown.replace(/[\s\u00a0\u202f.,]/g, ""));
    if (!/^\d+$/.test(shown.replace(/[\s\u00a0\u202f.,]/g, "")) || !Number.isSafeInteger(value)) {
      setError(t`Enter a whole number of XAF`);
      return;
    }
    setError(undefined);
    save.mutate(
      { approvalThresholdXaf: value, selfApprovalAllowed },
      {
        onSuccess: () => {
          setThreshold(null);
          toast({ title: t`Approval settings saved` });
        },
        onError: (e) => toast({ title: t`Failed to save`, description: errorMessage(e, i18n), variant: "destructive" }),
      },
    );
  }

  return (
    <form className="card form-card" onSubmit={(e) => submit(current.selfApprovalAllowed, e)} noValidate>
      <h3 className="section-title">
        <Trans>Approval settings</Trans>
      </h3>
      <TextField
        label={t`Withdrawals above this need a second admin (XAF)`}
        inputMode="numeric"
        value={shown}
        errorMessage={error}
        onChange={setThreshold}
        description={t`Balance adjustments, reserve fundings and withdrawals to a new payout number always need one.`}
      />
      <Button type="submit" tone="primary" isDisabled={save.isPending}>
        <Trans>Save</Trans>
      </Button>
      {current.selfApprovalAvailable && (
        <Switch isSelected={current.selfApprovalAllowed} onChange={(on) => submit(on)} isDisabled={save.isPending}>
          <Trans>Development only: let an admin approve their own proposals</Trans>
        </Switch>
      )}
    </form>
  );
}

interface ApprovalsTabProps {
  status: ApprovalStatus;
  statusHref: (status: ApprovalStatus) => AppHref;
  isOwner: boolean;
}

export function ApprovalsTab({ status, statusHref, isOwner }: ApprovalsTabProps) {
  const { t, i18n } = useLingui();
  const list = useApprovals(status);
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
          Balance adjustments, reserve fundings and large withdrawals need a second admin. The admin who proposed one cannot
          approve it.
        </Trans>
      </p>
      <Tabs label={t`Proposals by status`} items={tabs} selected={status} variant="sub">
        {list.isPending && (
          <p className="muted" role="status">
            <Trans>Loading...</Trans>
          </p>
        )}
        {list.isError && (
          <p className="notice notice-error" role="alert">
            {errorMessage(list.error, i18n)}
          </p>
        )}
        {list.data &&
          (list.data.approvals.length === 0 ? (
            <p className="muted">{empty[status]}</p>
          ) : (
            <ul className="approval-list">
              {list.data.approvals.map((a) => (
                <ApprovalCard key={a.id} approval={a} onDecide={setDecision} />
              ))}
            </ul>
          ))}
      </Tabs>
      {isOwner && <ApprovalSettingsForm />}
      <DecisionDialog target={decision} onClose={() => setDecision(null)} />
    </section>
  );
}
