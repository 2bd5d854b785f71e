/**
 * POST /api/admin/users/{id}/reset-password returns a one-time temporary password
 * (docs/product-rules.md#temporary-passwords). It is kept only in the dialog's state,
 * never in a cache.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@app/web/api";
import { USERS_QUERY_KEY } from "./get-users";

export function resetPassword(userId: number): Promise<{ temporaryPassword: string }> {
  return json(client.admin.users[":id"]["reset-password"].$post({ param: { id: String(userId) } }));
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The user now must change the password at next login: refresh that flag.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
