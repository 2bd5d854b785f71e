/**
 * One toast of the toast area (toaster.tsx): its texts in the current language, its timer
 * (5 s by default, paused while hovered or focused), swipe right past 50 px to dismiss
 * (docs/product-rules.md#screen-behaviour). Loaded with the first toast, so a first screen
 * without one does not download it.
 */
import { useEffect, useRef, useState, type PointerEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { TOAST_DURATION_MS, toastText, useToastStore, type Toast } from "@app/web/toast-store";

const SWIPE_THRESHOLD_PX = 50;

export default function ToastView({ toast, inModal }: { toast: Toast; inModal: boolean }) {
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
      <ToastContent toast={toast} />
    </div>
  );
}

/** A toast's texts, its action if any, and its close button, in the current language. */
function ToastContent({ toast }: { toast: Toast }) {
  const { t, i18n } = useLingui();
  const dismiss = useToastStore((s) => s.dismiss);
  const text = (x: Parameters<typeof toastText>[0]) => toastText(x, (m) => i18n._(m));
  return (
    <>
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
    </>
  );
}
