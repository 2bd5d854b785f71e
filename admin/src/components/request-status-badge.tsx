/**
 * A deposit verification's or a withdrawal request's state as a coloured badge, in the
 * admin's words: Pending; Approved (a withdrawal's completed too); 'Being paid by provider'
 * (a withdrawal's processing, docs/product-rules.md#automatic-rails); anything else Rejected.
 */
import { Trans } from "@lingui/react/macro";

export function RequestStatusBadge({ status }: { status: string }) {
  if (status === "processing")
    return (
      <span className="badge badge-warning">
        <Trans context="status badge">Being paid by provider</Trans>
      </span>
    );
  if (status === "approved" || status === "completed")
    return (
      <span className="badge badge-success">
        <Trans context="status badge">Approved</Trans>
      </span>
    );
  if (status === "pending")
    return (
      <span className="badge badge-warning">
        <Trans context="status badge">Pending</Trans>
      </span>
    );
  return (
    <span className="badge badge-danger">
      <Trans context="status badge">Rejected</Trans>
    </span>
  );
}
