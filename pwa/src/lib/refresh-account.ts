/**
 * After money moves, the signed-in user's balances and history are refetched: by
 * convention every private query key starts with "auth" (the user) or "user" (the
 * dashboard, the statement), so one predicate reaches them all without importing features.
 */
import type { QueryClient } from "@tanstack/react-query";

export function refreshAccount(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === "auth" || q.queryKey[0] === "user" });
}
