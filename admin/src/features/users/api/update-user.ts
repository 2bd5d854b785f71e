/**
 * PUT /api/admin/users/{id} with `userUpdateInput`. A balance that differs from the one
 * the admin saw becomes a ledger adjustment with the reason, unless the live balance moved
 * meanwhile (409 `balance_changed`); the row updates in place.
 */
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { AdminUserView, UserUpdateInput } from "@app/schema/contracts/admin";
import { apiFetch } from "../../../lib/api-client";
import { USERS_QUERY_KEY, usersQueryOptions } from "./get-users";

export interface UpdateUserInput {
  userId: number;
  user: UserUpdateInput;
}

export function updateUser({ userId, user }: UpdateUserInput): Promise<AdminUserView> {
  return apiFetch(`/admin/users/${userId}`, { method: "PUT", body: user });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (updated) =>
      queryClient.setQueryData<AdminUserView[]>(USERS_QUERY_KEY, (users) =>
        users?.map((user) => (user.id === updated.id ? updated : user)),
      ),
  });
}

/** The user's figures as the server has them now (after a 409 `balance_changed`). */
export async function fetchFreshUser(queryClient: QueryClient, userId: number): Promise<AdminUserView | undefined> {
  const users = await queryClient.fetchQuery({ ...usersQueryOptions(), staleTime: 0 });
  return users.find((user) => user.id === userId);
}
