/**
 * Toasts (docs/product-rules.md#screen-behaviour): one at a time, 5000 ms, a title and a line of
 * text, destructive ones announced assertively. A new toast replaces the current one.
 * The toasts live in the store shared with the PWA (`@app/web/toast-store`); this is the
 * admin's markup for them.
 */
import { useEffect, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { TOAST_DURATION_MS, toast as showToast, type ToastInput, toastText, useToastStore } from "@app/web/toast-store";

export type { ToastInput };

/** The function that shows a toast (the shared store's `toast`). */
export function useToast(): (toast: ToastInput) => void {
  return showToast;
}

/** Renders the current toast of the shared store after `children`, and dismisses it after its time. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const toast = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => dismiss(toast.id), toast.durationMs ?? TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast, dismiss]);

  const destructive = toast?.variant === "destructive";
  return (
    <>
      {children}
      {/* biome-ignore lint/a11y/useSemanticElements: a landmark region for toasts, as WAI-ARIA describes */}
      <div className="toast-region" role="region" aria-label={t`Notifications`}>
        <div aria-live={destructive ? "assertive" : "polite"} role={destructive ? "alert" : "status"}>
          {toast && (
            <div key={toast.id} className={destructive ? "toast toast-destructive" : "toast"}>
              <div className="toast-text">
                <p className="toast-title">{toastText(toast.title, (m) => i18n._(m))}</p>
                {toast.description && <p className="toast-description">{toastText(toast.description, (m) => i18n._(m))}</p>}
              </div>
              <button type="button" className="toast-close" onClick={() => dismiss(toast.id)} aria-label={t`Dismiss`}>
                ×
              </button>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
