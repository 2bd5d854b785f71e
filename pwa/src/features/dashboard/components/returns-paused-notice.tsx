/** Why daily returns are paused right now (docs/product-rules.md#returns-paused), or nothing. */
import { Trans } from "@lingui/react/macro";
import type { ReturnsPausedReason } from "@app/schema/contracts/dashboard";

export function ReturnsPausedNotice({ reason }: { reason: ReturnsPausedReason }) {
  if (!reason) return null;
  return (
    <div className="banner" role="status">
      <p>
        <strong>
          <Trans>Daily returns are paused.</Trans>
        </strong>{" "}
        {reason === "suspended" ? (
          <Trans>Your account is suspended; returns are not paid or owed while it stays suspended.</Trans>
        ) : (
          <Trans>
            Your principal balance is under 1,000 XAF. Keep at least 1,000 XAF to receive daily returns again; days below it are
            not paid or owed.
          </Trans>
        )}
      </p>
    </div>
  );
}
