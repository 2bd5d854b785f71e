/**
 * GET /api/admin/users?q=&status=&cursor=: one page of investors, newest first, with the
 * active and suspended counts (docs/product-rules.md#admin-lists); never a password field.
 */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { AdminUserView } from "@app/schema/contracts/admin";
import type { AdminPage, ListFilter, USER_LIST_STATUSES } from "@app/schema/contracts/admin-lists";
import { listQuery } from "../../../lib/admin-list";
import { client, json } from "@app/web/api";

export type UserStatus = (typeof USER_LIST_STATUSES)[number];
export type UsersPage = AdminPage<AdminUserView, UserStatus>;

export const USERS_QUERY_KEY = ["admin", "users"] as const;

export const usersQueryOptions = (filter: ListFilter<UserStatus> = {}) =>
  queryOptions({
    queryKey: [...USERS_QUERY_KEY, filter],
    queryFn: () => json(client.admin.users.$get({ query: listQuery(filter) })),
  });

export function useUsers(filter: ListFilter<UserStatus> = {}) {
  return useSuspenseQuery(usersQueryOptions(filter));
}
