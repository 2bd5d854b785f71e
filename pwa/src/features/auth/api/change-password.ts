/**
 * POST /api/auth/password. The server may end the current session with the old
 * password, so the user is looked up again afterwards.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@app/schema/contracts/auth";
import { api } from "../../../lib/api-client";
import { userQueryKey } from "./get-user";

export function changePassword(input: ChangePasswordInput) {
  return api<{ ok: true }>("/api/auth/password", { method: "POST", body: input });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.refetchQueries({ queryKey: userQueryKey }),
  });
}
