/** Words for an identity check's document type and state (docs/product-rules.md#identity). */
import { Trans } from "@lingui/react/macro";
import type { IdentityCheckStatus, IdentityDocumentType } from "@app/schema/contracts/identity";

export function DocumentTypeLabel({ type }: { type: IdentityDocumentType }) {
  return type === "cni" ? <Trans>National identity card</Trans> : <Trans>Passport</Trans>;
}

/** The state, and 'Waiting for a second admin' while a proposal to approve it is open. */
export function IdentityStatusBadge({ status, waiting }: { status: IdentityCheckStatus; waiting: boolean }) {
  if (status === "approved")
    return (
      <span className="badge badge-success">
        <Trans context="identity check">Approved</Trans>
      </span>
    );
  if (status === "rejected")
    return (
      <span className="badge badge-danger">
        <Trans context="identity check">Rejected</Trans>
      </span>
    );
  return (
    <span className="badge badge-warning">
      {waiting ? <Trans>Waiting for a second admin</Trans> : <Trans context="identity check">Submitted</Trans>}
    </span>
  );
}
