/**
 * PUT /api/admin/users/{id} with `userUpdateInput`. A balance that differs becomes a
 * ledger adjustment with the reason (decisions.md section 1); the row updates in place.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUserView, UserUpdateInput } from "@app/schema/contracts/admin";
import { apiFetch } from "../../../lib/api-client";
import { USERS_QUERY_KEY } from "./get-users";

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
