/**
 * The signed-in admin's own calls (docs/product-rules.md#admin-roles, #admin-sessions):
 * set up the authenticator (a secret, then the first code, which returns the recovery
 * codes), and 'Sign out everywhere'.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@app/web/api";
import { endSession, SESSION_QUERY_KEY } from "../../lib/query-client";

export function useBeginTotp() {
  return useMutation({ mutationFn: () => json(client.admin.me.totp.$post()) });
}

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => json(client.admin.me.totp.confirm.$post({ json: { code } })),
    onSuccess: ({ admin }) => queryClient.setQueryData(SESSION_QUERY_KEY, admin),
  });
}

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => json(client.admin.me.sessions.revoke.$post()),
    meta: { endsSession: true },
    onSuccess: () => endSession(queryClient),
  });
}
