/**
 * A read of the public pages, which carry no query client (src/public): fetched once per
 * page load, on the first component that shows it, and shared by every other one. Before
 * hydration it reads as pending, as the prerendered page was rendered
 * (docs/decisions/0025-prerendered-public-pages.md).
 */
import { useEffect, useSyncExternalStore } from "react";

export interface ResourceState<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

const PENDING: ResourceState<never> = { data: undefined, isPending: true, isError: false };

export interface PublicResource<T> {
  /** Starts the read unless started already. */
  load: () => void;
  /** Starts the read unless started already; its answer (or its failure). */
  loaded: () => Promise<T>;
  /** The read's state; starts it on mount. */
  use: () => ResourceState<T>;
}

export function publicResource<T>(read: () => Promise<T>): PublicResource<T> {
  let state: ResourceState<T> = PENDING;
  let started: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: ResourceState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const loaded = () => {
    if (started) return started;
    started = read();
    started.then(
      (data) => set({ data, isPending: false, isError: false }),
      () => set({ data: undefined, isPending: false, isError: true }),
    );
    return started;
  };
  const load = () => void loaded();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const use = () => {
    useEffect(load, []);
    return useSyncExternalStore(
      subscribe,
      () => state,
      () => PENDING,
    );
  };
  return { load, loaded, use };
}
