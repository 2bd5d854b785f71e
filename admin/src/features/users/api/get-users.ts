/** GET /api/admin/users: every investor, never with a password field (decisions.md section 1). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUserView } from "@app/schema/contracts/admin";
import { apiFetch } from "../../../lib/api-client";

export const USERS_QUERY_KEY = ["admin", "users"] as const;

export const usersQueryOptions = () =>
  queryOptions({ queryKey: USERS_QUERY_KEY, queryFn: () => apiFetch<AdminUserView[]>("/admin/users") });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
