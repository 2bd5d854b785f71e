/**
 * The panel's on/off controls for deposits and withdrawals (docs/product-rules.md#admin-panel):
 * each shows its state, and the button that matches the current state is disabled. Only a
 * role that may toggle them (`mayToggle`, lib/permissions.ts) gets the buttons.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { SwitchControl } from "./switch-control";

export function SwitchControls({ mayToggle }: { mayToggle: boolean }) {
  const { t } = useLingui();
  return (
    <section className="switch-grid" aria-label={t`Deposit and withdrawal controls`}>
      <SwitchControl name="deposits" mayToggle={mayToggle} />
      <SwitchControl name="withdrawals" mayToggle={mayToggle} />
      <p className="switch-note muted">
        <Trans>Off blocks new requests only; pending requests can still be decided. Each change is public.</Trans>
      </p>
    </section>
  );
}
