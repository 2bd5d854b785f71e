/**
 * Answers kept a few seconds in the Cloudflare data centre's cache (the Workers Cache API,
 * `caches.default`), for public reads every visitor gets the same answer to
 * (docs/ARCHITECTURE.md#edge-cache). The cache is a help, never a dependency: any failure
 * of it computes the answer from D1 as if nothing were cached, and a purge that fails is
 * logged, never thrown.
 *
 * What the Cache API does and does not do (Cloudflare's documentation): an entry lives in
 * the one data centre that stored it, a `delete` empties that data centre only, and on a
 * `*.workers.dev` host every call does nothing. So the time to live is the real bound on
 * how old an answer can be; a purge only makes new figures visible at once where it ran
 * (and locally, in `wrangler dev` and the tests).
 */
import { errorText, logJob } from "./log";

/**
 * The cache keys' origin: one fixed origin, not the request's, so every host name the
 * Worker answers on shares an entry and the daily run, which has no request, can purge it.
 */
export const EDGE_CACHE_ORIGIN = "https://edge-cache.lionart.invalid";

/**
 * The data centre's cache, `caches.default`. Read through this cast because the apps compile
 * this file too (the API's types reach them through routes/) with the DOM's CacheStorage,
 * which has no `default`.
 */
function dataCentreCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

/** The key of `path` (with its canonical query, already sorted and validated), as a URL. */
export function edgeCacheKey(path: string, query: Record<string, string | undefined> = {}): string {
  const params = Object.entries(query)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(params).toString();
  return `${EDGE_CACHE_ORIGIN}${path}${search ? `?${search}` : ""}`;
}

/**
 * The JSON value kept under `key`, or `compute()`'s, which is then kept for `ttlSeconds`.
 * The value must be the same for every reader (no session, no language). Throws only what
 * `compute` throws; an error is never kept.
 */
export async function edgeCached<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
  try {
    const hit = await dataCentreCache().match(key);
    if (hit) return (await hit.json()) as T;
  } catch (err) {
    logJob({ job: "edge-cache", step: "read", ids: { key }, outcome: "failed", error: errorText(err) });
  }
  const value = await compute();
  try {
    // Awaited, not left to waitUntil: a purge that runs after this answer can never be
    // overtaken by this write landing late.
    await dataCentreCache().put(
      key,
      new Response(JSON.stringify(value), {
        headers: { "Content-Type": "application/json", "Cache-Control": `public, max-age=${ttlSeconds}` },
      }),
    );
  } catch (err) {
    logJob({ job: "edge-cache", step: "write", ids: { key }, outcome: "failed", error: errorText(err) });
  }
  return value;
}

/** Deletes `keys` from this data centre's cache; answers how many were there. Never throws. */
export async function purgeEdgeCache(keys: string[]): Promise<number> {
  let deleted = 0;
  for (const key of keys) {
    try {
      if (await dataCentreCache().delete(key)) deleted++;
    } catch (err) {
      logJob({ job: "edge-cache", step: "purge", ids: { key }, outcome: "failed", error: errorText(err) });
    }
  }
  return deleted;
}
