/**
 * Ties the saved query cache to the session (docs/product-rules.md#offline): while a user
 * is signed in their cache is saved under their id; when the user query turns null (a
 * 401, or logout) or another user signs in, the previous user's copy is deleted. Only a
 * real 401 signs a user out: a call that got no answer leaves the cached user in place.
 */
import type { QueryClient } from "@tanstack/react-query";
import { userQueryKey } from "../auth/api/get-user";
import { whenIdle } from "../../lib/after-first-screen";
import { cacheOwner, setCacheOwner } from "./cache-owner";

const loadPersist = () => import("./persist");

let stopSaving: (() => void) | null = null;
let savingFor: number | null = null;
/** Cancels the start of saving still waiting for an idle moment, if any. */
let cancelPendingFollow: (() => void) | null = null;

/** The restore under way at start-up; saving waits for it, or it would overwrite the copy first. */
let restoring: Promise<void> = Promise.resolve();

/**
 * Restores the saved cache of the user who last used this device, if any. Resolves once
 * it is in place (or could not be read); never rejects.
 */
export function restoreSavedCache(queryClient: QueryClient): Promise<void> {
  const owner = cacheOwner();
  if (owner === null) return restoring;
  restoring = loadPersist()
    .then((persist) => persist.restoreCache(queryClient, owner))
    .catch(() => {
      // No IndexedDB, or its copy is unreadable: start without it.
    });
  return restoring;
}

/** Follows the user query: saves the signed-in user's cache, forgets it when they leave. */
export function watchSession(queryClient: QueryClient): void {
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    if (event.query.queryKey[0] !== userQueryKey[0] || event.query.queryKey[1] !== userQueryKey[1]) return;
    const user = event.query.state.data as { id: number } | null | undefined;
    // Saving starts once the first screen has painted: its chunk and IndexedDB are not
    // needed before (the saves themselves wait for idle moments too). Forgetting is at once.
    // A sign-out meanwhile cancels that start, or it would save the leaver's figures.
    cancelPendingFollow?.();
    cancelPendingFollow = null;
    if (user) {
      cancelPendingFollow = whenIdle(() => {
        cancelPendingFollow = null;
        void follow(queryClient, user.id);
      });
    } else forgetSavedCache();
  });
}

async function follow(queryClient: QueryClient, userId: number): Promise<void> {
  if (savingFor === userId) return;
  const previous = cacheOwner();
  savingFor = userId;
  setCacheOwner(userId);
  const [persist] = await Promise.all([loadPersist(), restoring]);
  if (previous !== null && previous !== userId) await persist.clearCache(previous);
  if (savingFor !== userId) return;
  stopSaving?.();
  stopSaving = persist.startSaving(queryClient, userId);
}

let clearing: Promise<void> = Promise.resolve();

/**
 * Stops saving and deletes the saved copy: the session is over on this device. Resolves
 * once the copy is deleted (the last deletion, when there is none left to start), so a
 * page load that follows does not cut it short.
 */
export function forgetSavedCache(): Promise<void> {
  const owner = cacheOwner();
  cancelPendingFollow?.();
  cancelPendingFollow = null;
  stopSaving?.();
  stopSaving = null;
  savingFor = null;
  setCacheOwner(null);
  if (owner !== null) {
    clearing = loadPersist()
      .then((p) => p.clearCache(owner))
      .catch(() => {
        // No IndexedDB: nothing was saved.
      });
  }
  return clearing;
}
