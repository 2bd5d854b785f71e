/**
 * POST /api/admin/me/totp/confirm: the first code from the authenticator; the answer
 * carries the recovery codes and the session, now enrolled (docs/product-rules.md#admin-roles).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@app/web/api";
import { SESSION_QUERY_KEY } from "../../../lib/query-client";

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => json(client.admin.me.totp.confirm.$post({ json: { code } })),
    onSuccess: ({ admin }) => queryClient.setQueryData(SESSION_QUERY_KEY, admin),
  });
}
