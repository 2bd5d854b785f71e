/** POST /api/auth/login. On success the cached user is replaced by the one the server returns. */
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { AuthUser, LoginInput } from "@app/schema/contracts/auth";
import { client, json } from "@app/web/api";
import { userQueryKey } from "./get-user";

export function login(input: LoginInput) {
  return json(client.auth.login.$post({ json: input }));
}

/** A new session: drop whatever the previous one cached, keep public data. */
export function startSession(queryClient: QueryClient, user: AuthUser) {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "settings" && q.queryKey[0] !== "auth" });
  queryClient.setQueryData(userQueryKey, user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: ({ user }) => startSession(queryClient, user) });
}
