/** POST /api/auth/logout. Every cached private query goes with the session. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@app/web/api-client";
import { userQueryKey } from "./get-user";

export function logout() {
  return api<{ ok: true }>("/api/auth/logout", { method: "POST" });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "settings" });
      queryClient.setQueryData(userQueryKey, null);
    },
  });
}
