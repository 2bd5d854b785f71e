/**
 * The two steps of the staff sign-in (docs/product-rules.md#admin-roles): POST
 * /api/admin/login with the password, which signs in or asks for a code, then POST
 * /api/admin/login/totp with the authenticator's code or a recovery code. On sign-in the
 * session query holds the admin at once.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminLoginResult, AdminMe, TotpLoginInput } from "@app/schema/contracts/admins";
import type { AdminLoginInput } from "@app/schema/contracts/auth";
import { client, json } from "@app/web/api";
import { SESSION_QUERY_KEY } from "../../../lib/query-client";

export function login(input: AdminLoginInput): Promise<AdminLoginResult> {
  return json(client.admin.login.$post({ json: input }));
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if ("admin" in result) queryClient.setQueryData(SESSION_QUERY_KEY, result.admin);
    },
  });
}

export function loginWithCode(input: TotpLoginInput): Promise<{ admin: AdminMe }> {
  return json(client.admin.login.totp.$post({ json: input }));
}

export function useLoginWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginWithCode,
    onSuccess: ({ admin }) => queryClient.setQueryData(SESSION_QUERY_KEY, admin),
  });
}
