/**
 * The public transparency answers as the edge keeps them (docs/product-rules.md#transparency,
 * TRN-6; docs/ARCHITECTURE.md#edge-cache): `GET /api/transparency` and the first page of
 * `GET /api/transparency/liabilities` are the same for every visitor and every language, so
 * each is kept under one canonical key, whatever query string or host name a visitor adds,
 * for TRANSPARENCY_CACHE_TTL_SECONDS, and purged when the daily run publishes new figures.
 */
import { edgeCacheKey, purgeEdgeCache } from "../../lib/edge-cache";

/**
 * How long, in seconds, a data centre keeps the figures. Short, because they move with every
 * deposit, withdrawal and switch and a visitor must not read an hour-old queue; long enough
 * that a burst of visitors (a shared link, a news item) costs D1 one read per minute per data
 * centre instead of four queries per visit. The Cache API's purge reaches only the data
 * centre that runs it, so this is also how late the daily run's figures can reach the others.
 */
export const TRANSPARENCY_CACHE_TTL_SECONDS = 60;

/** The key of `GET /api/transparency`: no query changes its answer. */
export const TRANSPARENCY_KEY = edgeCacheKey("/api/transparency");

/**
 * The key of the first page of `GET /api/transparency/liabilities` (no `before`). Older pages
 * are not kept: each also carries the latest record, and a purge cannot list every `before`.
 */
export const LIABILITY_RECORDS_KEY = edgeCacheKey("/api/transparency/liabilities");

/**
 * Purges both answers from this data centre's cache, after the daily run published its
 * returns, books check and proof of liabilities. Never throws (a cache failure must not fail
 * the run); answers how many entries were there.
 */
export function purgeTransparencyCache(): Promise<number> {
  return purgeEdgeCache([TRANSPARENCY_KEY, LIABILITY_RECORDS_KEY]);
}
