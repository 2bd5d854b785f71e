/**
 * The buttons under every admin dialog: Cancel, then the confirming action, both
 * disabled while the request runs, the action showing its busy label. With `form` the
 * action submits that form; otherwise it calls `onConfirm`.
 */
import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";

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
      <button type="button" className="button" onClick={onCancel} disabled={pending}>
        <Trans>Cancel</Trans>
      </button>
      <button
        type={form ? "submit" : "button"}
        form={form}
        className={`button button-${tone}`}
        onClick={form ? undefined : onConfirm}
        disabled={pending}
      >
        {pending ? pendingLabel : label}
      </button>
    </>
  );
}
