/**
 * The search parameters of the admin's URLs, validated so a hand-edited or stale link
 * falls back to the defaults instead of breaking the page: `q` filters a tab's list,
 * `status` picks a sub-tab.
 */
import { z } from "zod";

const query = z.string().trim().max(100).optional().catch(undefined);

/** `?q=` on every tab that has a filter box. */
export const querySearch = z.object({ q: query });

/** `?q=&status=` on the tabs split by request status. */
export function statusSearch<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({ q: query, status: z.enum(statuses).optional().catch(undefined) });
}
