/**
 * After a deploy, an open tab asks for code chunks the server no longer has
 * (docs/product-rules.md#offline, OFF-6). When a lazy chunk fails to load, the app asks
 * the server for its current page: if that page loads a different entry script, a new
 * version is out and the page reloads once into it. A failure on a flaky network (same
 * version, or no answer) reloads nothing: the caller's own message shows ('You are
 * offline', Retry). `sessionStorage` remembers the reload for a minute, so a chunk that
 * keeps failing ends on the error screen, never in a loop. (TanStack Router already
 * reloads once when a route's own chunk is missing.)
 */
const KEY = "lionart:reloaded-for-new-version";
const GUARD_MS = 60_000;

/** True for the browsers' "could not load a module" errors (a lazy chunk or catalog). */
export function isChunkLoadError(err: unknown): boolean {
  const text = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload/i.test(text);
}

/** The entry script this page runs, e.g. "/assets/index-Bcbe882J.js"; null in development. */
function currentEntry(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/index-"]');
  return script ? new URL(script.src).pathname : null;
}

/** True when the server's page no longer loads this page's entry script. */
async function newVersionOut(): Promise<boolean> {
  const entry = currentEntry();
  if (!entry || !navigator.onLine) return false;
  try {
    // A query string the service worker's precache does not know: the answer is the server's.
    const res = await fetch(`/?version-check=${Date.now()}`, { cache: "no-store", credentials: "same-origin" });
    return res.ok && !(await res.text()).includes(entry);
  } catch {
    return false;
  }
}

/** Reloads into the new version if one is out, at most once a minute; resolves true if it did. */
export async function reloadIfNewVersion(): Promise<boolean> {
  if (!(await newVersionOut())) return false;
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

/** On Vite's `vite:preloadError` (a lazy import failed), reloads if a new version is out. */
export function reloadOnFailedChunk(): void {
  window.addEventListener("vite:preloadError", () => void reloadIfNewVersion());
}
