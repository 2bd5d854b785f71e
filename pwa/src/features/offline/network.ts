/**
 * Whether the API is reachable, kept in TanStack Query's `onlineManager`
 * (docs/product-rules.md#offline). The browser's online/offline events move it, and so do
 * the calls themselves: an answer-less call (`ApiError` code `network`) means offline, any
 * answer means online, because `navigator.onLine` says true on a flaky network that drops
 * every request. Back online, the active screens refetch (`refetchOnReconnect`).
 */
import { useSyncExternalStore } from "react";
import { onlineManager, type QueryClient } from "@tanstack/react-query";
import { ApiError } from "@app/web/api-client";

/** True when `err` is a call that got no answer at all (offline, DNS, dropped connection). */
export function isNetworkError(err: unknown): boolean {
  return err instanceof ApiError && err.code === "network";
}

/** Records what a call taught about the network: no answer → offline, an answer → online. */
export function noteCallOutcome(err: unknown): void {
  if (isNetworkError(err)) onlineManager.setOnline(false);
  else onlineManager.setOnline(true);
}

/**
 * Starts from the browser's own view and, while offline, tries the active screens again
 * when the app comes back to the foreground (a flaky network gives no `online` event).
 */
export function watchNetwork(queryClient: QueryClient): void {
  onlineManager.setOnline(navigator.onLine);
  const retry = () => {
    if (document.visibilityState === "visible" && !onlineManager.isOnline()) {
      void queryClient.refetchQueries({ type: "active" });
    }
  };
  window.addEventListener("focus", retry);
  document.addEventListener("visibilitychange", retry);
}

/** The current reachability, re-rendering on change; online when rendered by the Worker (first-screen/server.tsx). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
