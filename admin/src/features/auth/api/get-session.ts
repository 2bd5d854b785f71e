/**
 * GET /api/admin/me decides logged in or out (docs/product-rules.md#admin-panel): 401
 * means the login form, `null` in the cache. Other failures surface as errors, not as a
 * silent logout.
 */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { AdminMe } from "@app/schema/contracts/admins";
import { client, json } from "@app/web/api";
import { ApiError } from "@app/web/api-client";
import { SESSION_QUERY_KEY } from "../../../lib/query-client";

export async function getSession(): Promise<AdminMe | null> {
  try {
    return await json(client.admin.me.$get());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = () => queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: getSession });

export function useSession() {
  return useSuspenseQuery(sessionQueryOptions());
}
