/** POST /api/auth/register (201 {user}); confirmPassword never leaves the browser. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthUser, RegisterInput } from "@app/schema/contracts/auth";
import { api } from "@app/web/api-client";
import { startSession } from "./login";

export function register(input: RegisterInput) {
  return api<{ user: AuthUser }>("/api/auth/register", { method: "POST", body: input });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: ({ user }) => startSession(queryClient, user) });
}
