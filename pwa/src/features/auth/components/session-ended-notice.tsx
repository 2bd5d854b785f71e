/** On the login screen after the server ended the session (docs/product-rules.md#money-status, MST-5). */
import { Trans } from "@lingui/react/macro";

export function SessionEndedNotice() {
  return (
    <div className="banner banner--destructive" role="alert" data-testid="session-ended">
      <p>
        <strong>
          <Trans>Your session has ended.</Trans>
        </strong>{" "}
        <Trans>
          This can happen when your account is suspended or an administrator changes it. Please sign in again, or contact support
          if you cannot.
        </Trans>
      </p>
    </div>
  );
}
