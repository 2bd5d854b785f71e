/**
 * The investor's identity check (docs/product-rules.md#identity, IDV-1..IDV-3, IDV-7):
 * GET /api/user/identity (the latest check and its state) and POST /api/user/identity, a
 * multipart form with the two images (sent as the browser's FormData, which the typed client
 * does not carry).
 */
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { IdentityStatus } from "@app/schema/contracts/identity";
import { client, json } from "@app/web/api";
import { apiFetch } from "@app/web/api-client";

export const identityQueryOptions = () =>
  queryOptions({ queryKey: ["user", "identity"], queryFn: (): Promise<IdentityStatus> => json(client.user.identity.$get()) });

export function useIdentity() {
  return useSuspenseQuery(identityQueryOptions());
}

export async function submitIdentity(form: FormData): Promise<IdentityStatus> {
  const res = await apiFetch("/api/user/identity", { method: "POST", body: form });
  return (await res.json()) as IdentityStatus;
}

export function useSubmitIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitIdentity,
    onSuccess: (status) => {
      queryClient.setQueryData(identityQueryOptions().queryKey, status);
      void queryClient.invalidateQueries({ queryKey: ["user", "dashboard"] });
    },
  });
}
