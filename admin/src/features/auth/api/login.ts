/** POST /api/admin/login; on success the session query holds the admin at once. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminLoginInput, AuthAdmin } from "@app/schema/contracts/auth";
import { apiFetch } from "../../../lib/api-client";
import { SESSION_QUERY_KEY } from "../../../lib/query-client";

export function login(input: AdminLoginInput): Promise<{ admin: AuthAdmin }> {
  return apiFetch("/admin/login", { method: "POST", body: input });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ admin }) => queryClient.setQueryData(SESSION_QUERY_KEY, admin),
  });
}
