/** GET /api/admin/admins: every staff account with its role and second-factor state, for owners (docs/product-rules.md#admin-roles). */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export const ADMINS_QUERY_KEY = ["admin", "admins"] as const;

export const adminsQueryOptions = () =>
  queryOptions({ queryKey: ADMINS_QUERY_KEY, queryFn: () => json(client.admin.admins.$get()) });

export function useAdmins() {
  return useSuspenseQuery(adminsQueryOptions());
}
