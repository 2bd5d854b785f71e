/**
 * Confirms switching deposits or withdrawals off, with an optional reason that the
 * transparency page shows to everyone (docs/product-rules.md#switches).
 */
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import type { SwitchName } from "../api/get-switch-status";
import { useSetSwitch } from "../api/set-switch";

const REASON_MAX = 300;

interface SwitchOffDialogProps {
  name: SwitchName;
  open: boolean;
  onClose: () => void;
}

export function SwitchOffDialog({ name, open, onClose }: SwitchOffDialogProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useSetSwitch(name);
  const [reason, setReason] = useState("");
  const deposits = name === "deposits";

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    setReason("");
    onClose();
  }

  function confirm() {
    const trimmed = reason.trim();
    mutation.mutate(trimmed ? { enabled: false, reason: trimmed } : { enabled: false }, {
      onSuccess: () => {
        toast({ title: deposits ? t`Deposits turned off` : t`Withdrawals turned off` });
        close();
      },
      onError: (error) => toast({ title: t`Update Failed`, description: errorMessage(error, i18n), variant: "destructive" }),
    });
  }

  return (
    <ConfirmDialog
      open={open}
      title={deposits ? t`Turn deposits off?` : t`Turn withdrawals off?`}
      error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
      onClose={close}
      onConfirm={confirm}
      pending={mutation.isPending}
      tone="danger"
      label={<Trans>Turn off</Trans>}
      pendingLabel={<Trans>Saving...</Trans>}
    >
      <p>
        {deposits ? (
          <Trans>Investors will see the maintenance message and cannot submit new deposit verifications.</Trans>
        ) : (
          <Trans>Investors cannot request new withdrawals. Pending requests must still be approved or rejected.</Trans>
        )}
      </p>
      <TextAreaField
        label={t`Reason (optional)`}
        description={t`Public: shown with the date on the transparency page.`}
        value={reason}
        maxLength={REASON_MAX}
        onChange={(value) => setReason(value)}
      />
    </ConfirmDialog>
  );
}
