/** POST /api/admin/login; on success the session query holds the admin at once. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminLoginInput, AuthAdmin } from "@app/schema/contracts/auth";
import { client, json } from "@app/web/api";
import { SESSION_QUERY_KEY } from "../../../lib/query-client";

export function login(input: AdminLoginInput): Promise<{ admin: AuthAdmin }> {
  return json(client.admin.login.$post({ json: input }));
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ admin }) => queryClient.setQueryData(SESSION_QUERY_KEY, admin),
  });
}
