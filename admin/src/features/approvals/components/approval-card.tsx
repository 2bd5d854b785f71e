/**
 * One proposal in the list (docs/product-rules.md#approvals): what it does, the amount, why,
 * who proposed it and when, the decision or failure once decided, and Approve/Reject while
 * it waits.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { ApprovalView } from "@app/schema/contracts/approvals";
import { formatDateTime, formatXaf } from "@app/web/money";
import { Button } from "../../../components/ui/button";
import { ApprovalAction } from "./approval-action";
import type { Decision } from "./decision-dialog";

export function ApprovalCard({ approval: a, onDecide }: { approval: ApprovalView; onDecide: (d: Decision) => void }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const proposer = a.proposedBy.username;
  const proposedAt = formatDateTime(a.proposedAt, locale);
  const decider = a.decidedBy?.username ?? "";
  const decidedAt = a.decidedAt ? formatDateTime(a.decidedAt, locale) : "";
  return (
    <li className="card approval-card" data-testid="approval">
      <p className="approval-what">
        <ApprovalAction approval={a} />
      </p>
      {/* A phone change or a number's verification moves no money: no amount to show. */}
      {a.amountXaf > 0 && <p className="amount">{formatXaf(a.amountXaf, locale)}</p>}
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
