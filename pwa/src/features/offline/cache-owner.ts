/**
 * Which user's query cache is saved on this device (docs/product-rules.md#offline). Only
 * the id is kept in localStorage, so the entry can tell, before any request, whether a
 * saved cache is worth restoring; the figures themselves live in IndexedDB (persist.ts,
 * loaded lazily).
 */
const KEY = "lionart:cache-owner";

/** The id of the user whose cache is saved, or null. */
export function cacheOwner(): number | null {
  try {
    const id = Number(localStorage.getItem(KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function setCacheOwner(id: number | null): void {
  try {
    if (id === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, String(id));
  } catch {
    // Storage refused (private mode, full): the app works, only without an offline copy.
  }
}
