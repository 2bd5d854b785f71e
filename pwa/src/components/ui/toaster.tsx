/**
 * The toast area (docs/product-rules.md#screen-behaviour): one toast at a time, 5 s by
 * default, paused while hovered or focused, dismissed by swiping right past 50 px; F8
 * moves focus to it. A modal dialog renders its own (`inModal`), and the page's stays
 * empty meanwhile: that one sits in the dialog's flow below its buttons and scrolls into
 * view, so it never covers the dialog's buttons or fields
 * (docs/product-rules.md#screen-behaviour). Texts are rendered here, in the current
 * language, from the descriptors the store keeps.
 */
import { useEffect, useRef, useState, type PointerEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { TOAST_DURATION_MS, toastText, useToastStore, type Toast } from "@app/web/toast-store";

const SWIPE_THRESHOLD_PX = 50;

export function Toaster({ inModal = false }: { inModal?: boolean }) {
  const { t } = useLingui();
  const current = useToastStore((s) => (inModal || s.modals === 0 ? s.current : null));
  const regionRef = useRef<HTMLElement>(null);

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
      className={inModal ? "toaster toaster--in-modal" : "toaster"}
      aria-label={t`Notifications (F8)`}
      tabIndex={-1}
    >
      {current && <ToastView key={current.id} toast={current} inModal={inModal} />}
    </section>
  );
}

function ToastView({ toast, inModal }: { toast: Toast; inModal: boolean }) {
  const { t, i18n } = useLingui();
  const text = (x: Parameters<typeof toastText>[0]) => toastText(x, (m) => i18n._(m));
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (inModal) ref.current?.scrollIntoView({ block: "nearest" });
  }, [inModal]);
  const dismiss = useToastStore((s) => s.dismiss);
  const [paused, setPaused] = useState(false);
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dismiss(toast.id), toast.durationMs ?? TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [paused, toast, dismiss]);

  const onPointerDown = (e: PointerEvent) => {
    start.current = e.clientX;
    setPaused(true);
  };
  const onPointerMove = (e: PointerEvent) => {
    if (start.current !== null) setDx(Math.max(0, e.clientX - start.current));
  };
  const onPointerUp = () => {
    if (dx > SWIPE_THRESHOLD_PX) dismiss(toast.id);
    start.current = null;
    setDx(0);
    setPaused(false);
  };

  const destructive = toast.variant === "destructive";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: swipe to dismiss is extra; the close button is the accessible way
    <div
      ref={ref}
      className={destructive ? "toast toast--destructive" : "toast"}
      role={destructive ? "alert" : "status"}
      style={dx ? { transform: `translateX(${dx}px)`, opacity: Math.max(0.2, 1 - dx / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast__text">
        <p className="toast__title">{text(toast.title)}</p>
        {toast.description && <p className="toast__description">{text(toast.description)}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            toast.action?.onPress();
            dismiss(toast.id);
          }}
        >
          {text(toast.action.label)}
        </button>
      )}
      <button type="button" className="toast__close" aria-label={t`Close`} onClick={() => dismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}
