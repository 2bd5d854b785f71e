/**
 * Toasts as the spec says (section 8): one at a time, 5000 ms, a title and a line of
 * text, destructive ones announced assertively. A new toast replaces the current one.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

interface ShownToast extends ToastInput {
  id: number;
}

const TOAST_MS = 5000;
const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

export function useToast(): (toast: ToastInput) => void {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [toast, setToast] = useState<ShownToast | null>(null);
  const show = useCallback((input: ToastInput) => setToast({ ...input, id: Date.now() }), []);
  const value = useMemo(() => show, [show]);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const destructive = toast?.variant === "destructive";
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* biome-ignore lint/a11y/useSemanticElements: a landmark region for toasts, as WAI-ARIA describes */}
      <div className="toast-region" role="region" aria-label={t`Notifications`}>
        <div aria-live={destructive ? "assertive" : "polite"} role={destructive ? "alert" : "status"}>
          {toast && (
            <div key={toast.id} className={destructive ? "toast toast-destructive" : "toast"}>
              <div className="toast-text">
                <p className="toast-title">{toast.title}</p>
                {toast.description && <p className="toast-description">{toast.description}</p>}
              </div>
              <button type="button" className="toast-close" onClick={() => setToast(null)} aria-label={t`Dismiss`}>
                ×
              </button>
            </div>
          )}
        </div>
      </div>
    </ToastContext.Provider>
  );
}
