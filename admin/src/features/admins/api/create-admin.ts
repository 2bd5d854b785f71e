/** POST /api/admin/admins: a new staff account with a role and a first password (docs/product-rules.md#admin-roles). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateAdminInput } from "@app/schema/contracts/admins";
import { client, json } from "@app/web/api";
import { ADMINS_QUERY_KEY } from "./get-admins";

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAdminInput) => json(client.admin.admins.$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMINS_QUERY_KEY }),
  });
}
