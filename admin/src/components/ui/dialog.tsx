/**
 * A modal dialog on react-aria-components: focus is trapped and restored, Escape
 * closes, the page behind is inert and scroll-locked. `open` drives it; closing (Escape,
 * or a click outside a plain dialog) reports `onClose`. An `alertdialog` closes only
 * through its buttons.
 */
import type { ReactNode } from "react";
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from "react-aria-components";

export interface DialogProps {
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
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={open}
      isDismissable={role === "dialog"}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Modal className={wide ? "dialog dialog-wide" : "dialog"}>
        <AriaDialog role={role} className="dialog-inner">
          <Heading slot="title" className="dialog-title">
            {title}
          </Heading>
          <div className="dialog-body">
            {children}
            {error && (
              <p className="notice notice-error" role="alert">
                {error}
              </p>
            )}
          </div>
          <div className="dialog-actions">{actions}</div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
