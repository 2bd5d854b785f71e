/** POST /api/auth/logout. Every cached private query goes with the session. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@app/web/api";
import { userQueryKey } from "./get-user";

export function logout() {
  return json(client.auth.logout.$post());
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
