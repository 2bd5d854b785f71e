/**
 * The buttons under every admin dialog: Cancel, then the confirming action, both
 * disabled while the request runs, the action showing its busy label. With `form` the
 * action submits that form; otherwise it calls `onConfirm`.
 */
import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { Button } from "./button";

interface DialogActionsProps {
  onCancel: () => void;
  pending: boolean;
  label: ReactNode;
  pendingLabel: ReactNode;
  tone?: "primary" | "danger";
  onConfirm?: () => void;
  form?: string;
}

export function DialogActions({ onCancel, pending, label, pendingLabel, tone = "primary", onConfirm, form }: DialogActionsProps) {
  return (
    <>
      <Button onPress={onCancel} isDisabled={pending}>
        <Trans>Cancel</Trans>
      </Button>
      <Button
        type={form ? "submit" : "button"}
        form={form}
        tone={tone}
        onPress={form ? undefined : onConfirm}
        isDisabled={pending}
      >
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}
