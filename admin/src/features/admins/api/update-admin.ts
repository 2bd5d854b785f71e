/**
 * PATCH /api/admin/admins/{id}: change an admin's role, or disable (signing them out at
 * once) and enable them; the server refuses to demote or disable the last owner
 * (`last_owner`, docs/product-rules.md#admin-roles).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateAdminInput } from "@app/schema/contracts/admins";
import { client, json } from "@app/web/api";
import { ADMINS_QUERY_KEY } from "./get-admins";

export function useUpdateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: UpdateAdminInput }) =>
      json(client.admin.admins[":id"].$patch({ param: { id: String(id) }, json: patch })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMINS_QUERY_KEY }),
  });
}
