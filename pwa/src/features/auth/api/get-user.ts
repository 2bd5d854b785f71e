/**
 * Who is signed in (current-user.ts) in the signed-in app's query cache: cached 5 minutes,
 * never retried, so a signed-in user offline keeps the cached user
 * (docs/product-rules.md#offline).
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getUser } from "./current-user";

export const userQueryKey = ["auth", "user"] as const;

export function userQueryOptions() {
  return queryOptions({ queryKey: userQueryKey, queryFn: getUser, staleTime: 5 * 60_000, retry: false });
}

export function useUser() {
  return useQuery(userQueryOptions());
}
