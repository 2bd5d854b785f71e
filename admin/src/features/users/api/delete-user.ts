/**
 * DELETE /api/admin/users/{id}: erases the person's data and closes the account; their
 * ledger entries stay, anonymised. 409 `user_holds_money` while they hold money.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUserView } from "@app/schema/contracts/admin";
import { apiFetch } from "../../../lib/api-client";
import { USERS_QUERY_KEY } from "./get-users";

export function deleteUser(userId: number): Promise<{ ok: true }> {
  return apiFetch(`/admin/users/${userId}`, { method: "DELETE" });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_result, userId) =>
      queryClient.setQueryData<AdminUserView[]>(USERS_QUERY_KEY, (users) => users?.filter((user) => user.id !== userId)),
  });
}
