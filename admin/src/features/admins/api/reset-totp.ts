/** POST /api/admin/admins/{id}/totp/reset: an owner's reset of another admin's lost second factor (docs/product-rules.md#admin-roles, ADM-16). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@app/web/api";
import { ADMINS_QUERY_KEY } from "./get-admins";

export function useResetTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => json(client.admin.admins[":id"].totp.reset.$post({ param: { id: String(id) } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMINS_QUERY_KEY }),
  });
}
