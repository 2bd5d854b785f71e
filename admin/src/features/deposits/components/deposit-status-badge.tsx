/** Pending, Approved or Rejected, as a coloured badge. */
import { Trans } from "@lingui/react/macro";
import type { DepositVerificationView } from "@app/schema/contracts/deposits";

export function DepositStatusBadge({ status }: { status: DepositVerificationView["status"] }) {
  if (status === "approved")
    return (
      <span className="badge badge-success">
        <Trans context="status badge">Approved</Trans>
      </span>
    );
  if (status === "rejected")
    return (
      <span className="badge badge-danger">
        <Trans context="status badge">Rejected</Trans>
      </span>
    );
  return (
    <span className="badge badge-warning">
      <Trans context="status badge">Pending</Trans>
    </span>
  );
}
