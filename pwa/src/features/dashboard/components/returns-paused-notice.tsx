/** Why daily returns are paused right now (docs/product-rules.md#returns-paused), or nothing. */
import { Trans, useLingui } from "@lingui/react/macro";
import { KEEP_BALANCE_XAF } from "@app/schema/money";
import { formatXaf } from "@app/web/money";
import type { ReturnsPausedReason } from "@app/schema/contracts/dashboard";

export function ReturnsPausedNotice({ reason }: { reason: ReturnsPausedReason }) {
  const { i18n } = useLingui();
  if (!reason) return null;
  const keep = formatXaf(KEEP_BALANCE_XAF, i18n.locale);
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
            Your principal balance is under {keep}. Keep at least {keep} to receive daily returns again; days below it are not
            paid or owed.
          </Trans>
        )}
      </p>
    </div>
  );
}
