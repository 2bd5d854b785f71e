/** POST /api/auth/register (201 {user}); confirmPassword never leaves the browser. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegisterInput } from "@app/schema/contracts/auth";
import { client, json } from "@app/web/api";
import { startSession } from "./login";

export function register(input: RegisterInput) {
  return json(client.auth.register.$post({ json: input }));
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: ({ user }) => startSession(queryClient, user) });
}
