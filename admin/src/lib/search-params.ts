/**
 * The search parameters of the admin's URLs, validated so a hand-edited or stale link
 * falls back to the defaults instead of breaking the page: `q` filters a tab's list,
 * `status` picks a sub-tab, `cursor` is the list's page (docs/product-rules.md#admin-lists).
 */
import { z } from "zod";

// Longer than any search the server accepts (LST-6): a text too long to search still reaches
// the server, whose 400 the list shows in words, rather than being dropped here.
const query = z.string().trim().max(1000).optional().catch(undefined);
const cursor = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/)
  .optional()
  .catch(undefined);

/** `?q=` on every tab that has a filter box. */
export const querySearch = z.object({ q: query });

/** `?cursor=` on a paged list without a filter box (announcements). */
export const cursorSearch = z.object({ cursor });

/** `?q=&cursor=` on a paged list without sub-tabs. */
export const pagedSearch = z.object({ q: query, cursor });

/** `?q=&status=&cursor=` on the tabs split by status. */
export function statusSearch<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({ q: query, status: z.enum(statuses).optional().catch(undefined), cursor });
}
