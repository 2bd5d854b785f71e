/**
 * One switch: 'Deposits: On/Off' (or Withdrawals) with Turn on / Turn off. Turning on
 * is immediate; turning off first asks for an optional reason, shown publicly. Without
 * `mayToggle` (a role that may not, lib/permissions.ts) only the state shows.
 */
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { useSwitchStatus, type SwitchName } from "../api/get-switch-status";
import { useSetSwitch } from "../api/set-switch";
import { SwitchOffDialog } from "./switch-off-dialog";
import { Button } from "../../../components/ui/button";

export function SwitchControl({ name, mayToggle }: { name: SwitchName; mayToggle: boolean }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const status = useSwitchStatus(name);
  const mutation = useSetSwitch(name);
  const [asking, setAsking] = useState(false);
  const enabled = status.data.enabled;
  const deposits = name === "deposits";

  const stateText = deposits
    ? enabled
      ? t`Deposits: On`
      : t`Deposits: Off`
    : enabled
      ? t`Withdrawals: On`
      : t`Withdrawals: Off`;

  function turnOn() {
    mutation.mutate(
      { enabled: true },
      {
        onSuccess: () => toast({ title: deposits ? t`Deposits turned on` : t`Withdrawals turned on` }),
        onError: (error) => toast({ title: t`Update Failed`, description: errorMessage(error, i18n), variant: "destructive" }),
      },
    );
  }

  return (
    <div className={enabled ? "card switch-card" : "card switch-card switch-off"}>
      <p className="switch-state" aria-live="polite">
        <span className={enabled ? "dot dot-on" : "dot dot-off"} aria-hidden="true" />
        {stateText}
      </p>
      {mayToggle && (
        <div className="actions">
          <Button size="small" isDisabled={enabled || mutation.isPending} onPress={turnOn}>
            <Trans>Turn on</Trans>
          </Button>
          <Button size="small" tone="danger-outline" isDisabled={!enabled || mutation.isPending} onPress={() => setAsking(true)}>
            <Trans>Turn off</Trans>
          </Button>
        </div>
      )}
      {mayToggle && <SwitchOffDialog name={name} open={asking} onClose={() => setAsking(false)} />}
    </div>
  );
}
