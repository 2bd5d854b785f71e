/**
 * Saves the query cache of the signed-in user in IndexedDB (idb-keyval) and restores it at
 * start-up, so a reload without a network shows the last figures
 * (docs/product-rules.md#offline). It uses TanStack Query's own `dehydrate`/`hydrate`
 * (what its persister packages wrap, without a second copy of query-core). One IndexedDB
 * entry per user id; the entry goes at logout and on a 401. Loaded lazily, only when a
 * user is known, so the login screen never downloads it.
 */
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { del, get, set } from "idb-keyval";
import { whenIdle } from "../../lib/after-first-screen";
import { deleteScreenSnapshots, saveScreenSnapshot } from "./screen-snapshot";

/** Saved figures older than this are not shown (a week away is a fresh start). */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Bumped when a change to the API's answers makes older saved caches unreadable (2: investments carry pausedDays). */
const VERSION = 2;
/** Saves wait for the cache to settle, so a screen's burst of queries is one write. */
const SAVE_DELAY_MS = 1000;
/** ...and then for a moment the phone is idle, at most this long: a save is tens of ms of work on a slow phone. */
const IDLE_WAIT_MS = 2000;

interface SavedCache {
  version: number;
  /** When it was saved, epoch milliseconds. */
  savedAt: number;
  state: DehydratedState;
}

const entry = (userId: number) => `lionart:query-cache:${userId}`;

/**
 * Puts the user's saved queries back into `queryClient` (newer in-memory data wins) and
 * marks the ones it put back stale, so screens show them at once and refetch them when they can. A copy
 * that is too old or from another version is deleted instead.
 */
export async function restoreCache(queryClient: QueryClient, userId: number): Promise<void> {
  const saved = await get<SavedCache>(entry(userId));
  if (!saved) return;
  if (saved.version !== VERSION || Date.now() - saved.savedAt > MAX_AGE_MS) {
    await del(entry(userId));
    return;
  }
  hydrate(queryClient, saved.state);
  // Only what came from the copy: an answer this page already has (a read started before
  // the copy was read, web/src/early-reads.ts) is fresh, and marking it stale would send
  // it again as the screen mounts.
  const loadedAt = performance.timeOrigin;
  await queryClient.invalidateQueries({ refetchType: "none", predicate: (q) => q.state.dataUpdatedAt < loadedAt });
}

/**
 * Saves the queries that hold data: at the first idle moment, then after each settled
 * change (also at an idle moment), and at once when the page is hidden or left (a pending
 * save must not be lost to a reload), until the returned function is called.
 */
export function startSaving(queryClient: QueryClient, userId: number): () => void {
  // A save is pending from the first change until it is written: first the settling delay,
  // then the wait for an idle moment. `cancel` stops whichever is under way.
  let cancel: (() => void) | undefined;
  const save = () => {
    cancel?.();
    cancel = undefined;
    // Every query with data, also one whose last refetch failed offline: it still holds
    // the last figures, which the next offline start must show.
    const state = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.data !== undefined });
    const saved: SavedCache = { version: VERSION, savedAt: Date.now(), state };
    void set(entry(userId), saved).catch(() => undefined);
    // The screen these figures are on, for the next visit's first paint (screen-snapshot.ts).
    void saveScreenSnapshot().catch(() => undefined);
  };
  const schedule = (delayMs: number) => {
    const timer = setTimeout(() => {
      cancel = whenIdle(save, IDLE_WAIT_MS);
    }, delayMs);
    cancel = () => clearTimeout(timer);
  };
  const flush = () => {
    if (cancel !== undefined) save();
  };
  const onVisibility = () => {
    if (document.visibilityState === "hidden") flush();
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "added" && event.type !== "removed" && event.type !== "updated") return;
    if (cancel === undefined) schedule(SAVE_DELAY_MS);
  });
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("pagehide", flush);
  schedule(0);
  return () => {
    unsubscribe();
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("pagehide", flush);
    cancel?.();
  };
}

/** Deletes the user's saved cache, and the screens kept with it. */
export async function clearCache(userId: number): Promise<void> {
  await Promise.all([del(entry(userId)).catch(() => undefined), deleteScreenSnapshots().catch(() => undefined)]);
}
