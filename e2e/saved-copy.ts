/**
 * The copy of the signed-in app's query cache the PWA keeps in IndexedDB
 * (pwa/src/features/offline/persist.ts), read by the journeys that start from it: the
 * offline journey and the repeat visit.
 */
import type { Page } from "@playwright/test";
import { expect } from "./test";

/**
 * The copy of the query cache the PWA keeps for `userId` (pwa/src/features/offline/persist.ts,
 * idb-keyval's default store): when it was saved and which queries it holds, or null while
 * there is none. It never creates the database (that would leave idb-keyval without its store).
 */
function savedCopy(page: Page, userId: number) {
  return page.evaluate(async (key) => {
    if (!(await indexedDB.databases()).some((d) => d.name === "keyval-store")) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("keyval-store");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains("keyval")) return null;
      const saved = await new Promise<{ savedAt: number; state: { queries: { queryKey: unknown[] }[] } } | undefined>(
        (resolve, reject) => {
          const get = db.transaction("keyval").objectStore("keyval").get(key);
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => reject(get.error);
        },
      );
      return saved ? { savedAt: saved.savedAt, queries: saved.state.queries.map((q) => JSON.stringify(q.queryKey)) } : null;
    } finally {
      db.close();
    }
  }, `lionart:query-cache:${userId}`);
}

/**
 * Waits until the saved copy of `userId`'s cache holds every query of `keys` and was saved
 * after `after` (a previous copy's savedAt); returns its savedAt. The PWA saves a second
 * after the cache settles, then at an idle moment: this is the signal, not a sleep.
 */
export async function savedWith(page: Page, userId: number, keys: unknown[][], after = 0): Promise<number> {
  let savedAt = 0;
  await expect
    .poll(async () => {
      const copy = await savedCopy(page, userId);
      savedAt = copy?.savedAt ?? 0;
      return copy !== null && copy.savedAt > after && keys.every((k) => copy.queries.includes(JSON.stringify(k)));
    })
    .toBe(true);
  return savedAt;
}

/**
 * Waits until the screen of `path` is kept for the next visit (pwa/src/features/offline/screen-snapshot.ts):
 * the PWA writes it right after the saved copy, without waiting for it, so the copy being
 * there does not yet mean the screen is.
 */
export async function screenKept(page: Page, path: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        async (p) => (await caches.has("lionart-screens")) && !!(await (await caches.open("lionart-screens")).match(p)),
        path,
      ),
    )
    .toBe(true);
}
