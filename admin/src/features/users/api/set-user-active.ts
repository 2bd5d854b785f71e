/** PUT /api/admin/users/{id}/suspend with `isActive`: suspend or activate; the row updates in place. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUserView } from "@app/schema/contracts/admin";
import { apiFetch } from "../../../lib/api-client";
import { USERS_QUERY_KEY } from "./get-users";

export interface SetUserActiveInput {
  userId: number;
  isActive: boolean;
}

export function setUserActive({ userId, isActive }: SetUserActiveInput): Promise<AdminUserView> {
  return apiFetch(`/admin/users/${userId}/suspend`, { method: "PUT", body: { isActive } });
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: (updated) =>
      queryClient.setQueryData<AdminUserView[]>(USERS_QUERY_KEY, (users) =>
        users?.map((user) => (user.id === updated.id ? updated : user)),
      ),
  });
}
