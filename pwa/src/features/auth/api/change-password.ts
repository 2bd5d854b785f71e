/**
 * POST /api/auth/password. The server may end the session that used the old password,
 * so the user is looked up again: the result is the user still signed in, or null.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@app/schema/contracts/auth";
import { client, json } from "@app/web/api";
import { getUser } from "./current-user";
import { userQueryKey } from "./get-user";

export function changePassword(input: ChangePasswordInput) {
  return json(client.auth.password.$post({ json: input }));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) => {
      await changePassword(input);
      return getUser();
    },
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
