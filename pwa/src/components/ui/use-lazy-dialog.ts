/**
 * Loads a dialog's code (and catalog) on first use, like React.lazy, but a failed download
 * on a flaky connection ends in a toast instead of an error screen, and the next press
 * tries again (React.lazy would remember the failure).
 */
import { useCallback, useState, type ComponentType } from "react";
import { networkError } from "@app/web/network-error";
import { toast } from "@app/web/toast-store";

export function useLazyDialog<P>(load: () => Promise<ComponentType<P>>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const [loading, setLoading] = useState(false);

  /** Resolves true once the dialog can render. */
  const ensure = useCallback(async () => {
    if (Component) return true;
    setLoading(true);
    try {
      const loaded = await load();
      setComponent(() => loaded);
      return true;
    } catch {
      toast({ title: networkError, variant: "destructive" });
      return false;
    } finally {
      setLoading(false);
    }
  }, [Component, load]);

  return { Component, loading, ensure };
}
