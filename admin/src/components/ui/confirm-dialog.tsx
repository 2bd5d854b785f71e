/**
 * The one confirmation dialog of the panel: a title, what will happen, Cancel and the
 * confirming action (both disabled while the request runs, the action showing its busy
 * label), and the request's error inside the dialog. With `form` the action submits that
 * form (a dialog holding fields); otherwise it calls `onConfirm`. Destructive actions
 * (`tone="danger"`) are alert dialogs: they close only through their buttons.
 */
import type { ReactNode } from "react";
import { Dialog } from "./dialog";
import { DialogActions } from "./dialog-actions";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  label: ReactNode;
  pendingLabel: ReactNode;
  pending: boolean;
  tone?: "primary" | "danger";
  onConfirm?: () => void;
  form?: string;
  error?: string | null;
  wide?: boolean;
}

export function ConfirmDialog({
  tone = "primary",
  label,
  pendingLabel,
  pending,
  onConfirm,
  form,
  ...dialog
}: ConfirmDialogProps) {
  return (
    <Dialog
      {...dialog}
      role={tone === "danger" ? "alertdialog" : "dialog"}
      actions={
        <DialogActions
          onCancel={dialog.onClose}
          onConfirm={onConfirm}
          form={form}
          pending={pending}
          tone={tone}
          label={label}
          pendingLabel={pendingLabel}
        />
      }
    />
  );
}
