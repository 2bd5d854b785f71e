/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes, and the
 * page behind is inert. `open` drives showModal()/close(); closing reports `onClose`.
 */
import { useEffect, useId, useRef, type ReactNode } from "react";

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons, right-aligned under the body. */
  actions: ReactNode;
  role?: "dialog" | "alertdialog";
  /** Shown inside the dialog: a toast would sit under the modal's backdrop. */
  error?: string | null;
  /** Room for a form of several fields (up to 640 px instead of 480 px). */
  wide?: boolean;
}

export function Dialog({ open, title, onClose, children, actions, role = "dialog", error, wide = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={wide ? "dialog dialog-wide" : "dialog"}
      role={role}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      <div className="dialog-body">
        {children}
        {error && (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="dialog-actions">{actions}</div>
    </dialog>
  );
}
