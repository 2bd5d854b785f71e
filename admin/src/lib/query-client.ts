/**
 * React Query defaults (docs/product-rules.md#screen-behaviour): data never stale, no
 * refetch on focus, no retries. A 401 on any admin call means the session ended (logout
 * elsewhere, expiry): `onSessionEnded` then sends the admin to the sign-in card at /admin.
 */
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@app/web/api-client";

export const SESSION_QUERY_KEY = ["admin", "me"] as const;
export const AUDIT_LOG_QUERY_KEY = ["admin", "audit-log"] as const;

/**
 * Every admin action is audited (docs/product-rules.md#audit-log) and most move money or counts
 * shown on other tabs (stats, reserve, ledger, balances), so each success marks every
 * admin datum stale: the open tab refetches now, the others when next opened.
 */
export function refreshAdminData(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (q) => q.queryKey[0] === "admin" && q.queryKey[1] !== SESSION_QUERY_KEY[1] });
}

/** True for the 401 that ends the session: the sign-in card is next, not an error screen. */
export function isSessionEnd(error: unknown): boolean {
  return error instanceof ApiError && error.code === "not_signed_in";
}

export function createQueryClient(onSessionEnded: (client: QueryClient) => void): QueryClient {
  const handle = (error: unknown) => {
    if (isSessionEnd(error)) onSessionEnded(client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({
      onError: handle,
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.endsSession !== true) void refreshAdminData(client);
      },
    }),
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
  return client;
}

/** Forget every admin datum; the session query then says signed out. */
export function endSession(client: QueryClient): void {
  client.removeQueries({ predicate: (q) => q.queryKey[1] !== SESSION_QUERY_KEY[1] });
  client.setQueryData(SESSION_QUERY_KEY, null);
}
