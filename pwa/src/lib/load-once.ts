/**
 * A download that is started at most once at a time and remembered once it came; after a
 * failure (a flaky network) the next call tries again. For code the public pages load when
 * the reader asks for it (docs/decisions/0040-public-pages-load-when-wanted.md).
 */
export interface LoadOnce<T> {
  /** Starts the download unless it is under way or done; resolves with what came. */
  load(): Promise<T>;
  /** What came, or null until then. */
  current(): T | null;
}

/** `load` behind a LoadOnce; `onLoaded` runs once with what came. */
export function loadOnce<T>(load: () => Promise<T>, onLoaded?: (value: T) => void): LoadOnce<T> {
  let pending: Promise<T> | null = null;
  let value: T | null = null;
  return {
    load() {
      pending ??= load().then(
        (came) => {
          value = came;
          onLoaded?.(came);
          return came;
        },
        (err: unknown) => {
          pending = null;
          throw err;
        },
      );
      return pending;
    },
    current: () => value,
  };
}
