/**
 * A modal dialog on the native <dialog>: focus containment, Escape and an inert page come
 * from the browser, so the money dialogs ship no component library
 * (docs/decisions/0012-native-elements-on-pwa-first-route.md). Only lazily loaded chunks
 * import it. While `busy`, it cannot be dismissed. It renders into <body>, so the styles
 * of the section that opened it (the home hero) never leak in. The page behind a modal is
 * inert and under its backdrop, so the dialog carries its own toast area: the same
 * one-at-a-time toast shows above the dialog and is announced.
 */
import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useLingui } from "@lingui/react/macro";
import { useToastStore } from "@app/web/toast-store";
import { Toaster } from "./toaster";
import "../../signed-in.css";

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  busy?: boolean;
  children: ReactNode;
}

export function Modal({ title, onClose, busy = false, children }: ModalProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Opened once on mount; unmounting removes it from the top layer. Closing it from a
  // cleanup would fire `close` again under StrictMode and shut the dialog it reopens.
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);
  useEffect(() => {
    const { countModal } = useToastStore.getState();
    countModal(1);
    return () => countModal(-1);
  }, []);

  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape is handled by <dialog> itself
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget && !busy) onClose();
      }}
    >
      <div className="modal__panel">
        <div className="modal__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="toast__close" aria-label={t`Close`} onClick={onClose} disabled={busy}>
            ×
          </button>
        </div>
        {children}
      </div>
      <Toaster inModal />
    </dialog>,
    document.body,
  );
}
