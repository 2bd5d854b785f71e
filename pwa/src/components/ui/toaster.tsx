/**
 * The toast area (docs/product-rules.md#screen-behaviour): one toast at a time, 5 s by
 * default, paused while hovered or focused, dismissed by swiping right past 50 px; F8
 * moves focus to it. A modal dialog renders its own (`inModal`), and the page's stays
 * empty meanwhile: that one sits in the dialog's flow below its buttons and scrolls into
 * view, so it never covers the dialog's buttons or fields
 * (docs/product-rules.md#screen-behaviour). The page's toast sits at the bottom, or at the
 * top when the control that raised it is low on the screen, so it never hides that action
 * (toast-placement.ts). Texts are rendered here, in the current
 * language, from the descriptors the store keeps (toast-view.tsx, loaded with the first toast).
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { toastText, useToastStore, type Toast } from "@app/web/toast-store";
import { type ToastPlacement, useToastPlacement } from "./toast-placement";

/**
 * The toast itself (toast-view.tsx), loaded with the first one. Should that download fail
 * (offline), the toast still shows, plainly, with its close button: a toast is often the
 * very message that the network is gone.
 */
const ToastView = lazy(() => import("./toast-view").catch(() => ({ default: PlainToast })));

/** A toast whose code could not load: its words and a close button. */
function PlainToast({ toast }: { toast: Toast; inModal: boolean }) {
  const { t, i18n } = useLingui();
  const dismiss = useToastStore((s) => s.dismiss);
  const text = (x: Parameters<typeof toastText>[0]) => toastText(x, (m) => i18n._(m));
  return (
    <div className="toast toast--destructive" role="alert">
      <p className="toast__title">
        {text(toast.title)} {toast.description && text(toast.description)}
      </p>
      <button type="button" className="toast__close" aria-label={t`Close`} onClick={() => dismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}

export function Toaster({ inModal = false }: { inModal?: boolean }) {
  const { t } = useLingui();
  const current = useToastStore((s) => (inModal || s.modals === 0 ? s.current : null));
  const regionRef = useRef<HTMLElement>(null);
  // The page's toast avoids the control that raised it (toast-placement.ts); a dialog's sits in its flow.
  const placementNow = useToastPlacement();
  const [placement, setPlacement] = useState<ToastPlacement>("bottom");
  const currentId = current?.id;
  // Before paint: the toast never shows over the control first.
  useLayoutEffect(() => {
    if (currentId !== undefined && !inModal) setPlacement(placementNow());
  }, [currentId, inModal, placementNow]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") regionRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <section
      ref={regionRef}
      className={inModal ? "toaster toaster--in-modal" : `toaster toaster--${placement}`}
      aria-label={t`Notifications (F8)`}
      tabIndex={-1}
    >
      {current && (
        <Suspense fallback={null}>
          <ToastView key={current.id} toast={current} inModal={inModal} />
        </Suspense>
      )}
    </section>
  );
}
