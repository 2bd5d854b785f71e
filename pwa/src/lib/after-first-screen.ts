/**
 * Work the first screen does not need waits until it has painted and the phone is idle
 * (docs/decisions/0032-first-visit-loading.md): on a slow phone on 3G every request and task
 * before the first screen delays it.
 */
import { useEffect, useState } from "react";

/** The longest a deferred piece of work waits for an idle moment, in ms. */
const IDLE_TIMEOUT_MS = 3000;

/** Runs `work` at the next idle moment (or after `timeoutMs`); returns a cancel function. */
export function whenIdle(work: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof window !== "undefined" && "requestIdleCallback" in window) {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}

/**
 * False until the calling component has been committed and the phone has been idle once;
 * then true for good. For reads the first screen can do without (the unread count).
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => (ready ? undefined : whenIdle(() => setReady(true))), [ready]);
  return ready;
}
