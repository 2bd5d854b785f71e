/** The staff accounts calls, for owners (docs/product-rules.md#admin-roles), through the typed client. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateAdminInput, UpdateAdminInput } from "@app/schema/contracts/admins";
import { client, json } from "@app/web/api";

export const adminsKey = ["admin", "admins"] as const;

export function useAdmins() {
  return useQuery({ queryKey: adminsKey, queryFn: () => json(client.admin.admins.$get()) });
}

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAdminInput) => json(client.admin.admins.$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminsKey }),
  });
}

export function useUpdateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: UpdateAdminInput }) =>
      json(client.admin.admins[":id"].$patch({ param: { id: String(id) }, json: patch })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminsKey }),
  });
}

/** An owner's reset of another admin's lost second factor (docs/product-rules.md#admin-roles, ADM-16). */
export function useResetTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => json(client.admin.admins[":id"].totp.reset.$post({ param: { id: String(id) } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminsKey }),
  });
}
