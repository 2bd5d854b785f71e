/**
 * After a deploy, an open tab asks for code chunks the server no longer has. Such a failed
 * chunk load reloads the page once into the new version (docs/product-rules.md#offline);
 * a second failure within a minute shows the route's error screen instead of looping.
 * Offline, a reload cannot help, so none happens.
 */
const KEY = "lionart:reloaded-for-new-version";
const GUARD_MS = 60_000;

/** True for the browsers' "could not load a module" errors (a lazy chunk or catalog). */
export function isChunkLoadError(err: unknown): boolean {
  const text = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload/i.test(text);
}

/** Reloads the page unless offline or already reloaded for this within a minute; true if it did. */
export function reloadOnce(): boolean {
  if (!navigator.onLine) return false;
  try {
    const last = Number(sessionStorage.getItem(KEY));
    if (Date.now() - last < GUARD_MS) return false;
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Listens for Vite's `vite:preloadError` (a lazy import that failed) and reloads once. */
export function reloadOnFailedChunk(): void {
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
