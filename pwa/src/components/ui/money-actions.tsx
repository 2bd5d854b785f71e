/**
 * Make Deposit and Withdraw Funds, shown but honestly unavailable until the deposit and
 * withdrawal flows ship: a visible note says so, instead of a button that does nothing.
 */
import { useId } from "react";
import { Trans } from "@lingui/react/macro";

export function MoneyActions({ className }: { className?: string }) {
  const noteId = useId();
  return (
    <div className={className}>
      <div className="button-row">
        <button type="button" className="button" aria-disabled="true" aria-describedby={noteId}>
          <Trans>Make Deposit</Trans>
        </button>
        <button type="button" className="button button--outline" aria-disabled="true" aria-describedby={noteId}>
          <Trans>Withdraw Funds</Trans>
        </button>
      </div>
      <p id={noteId} className="small money-actions__note">
        <Trans>Deposits and withdrawals by MTN Mobile Money and Orange Money are opening soon.</Trans>
      </p>
    </div>
  );
}
