/**
 * The staff's Identity tab (docs/product-rules.md#identity, IDV-6): GET /api/admin/identity
 * (a page of 50 by state, newest first) and GET /api/admin/identity/{id}.
 */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { AdminIdentityCheckView, AdminIdentityList, IdentityCheckStatus } from "@app/schema/contracts/identity";
import { client, json } from "@app/web/api";

export const IDENTITY_QUERY_KEY = ["admin", "identity"] as const;

export interface IdentityListDeps {
  status: IdentityCheckStatus;
  cursor: string | undefined;
}

export const identityChecksQueryOptions = ({ status, cursor }: IdentityListDeps) =>
  queryOptions({
    queryKey: [...IDENTITY_QUERY_KEY, "list", status, cursor ?? ""],
    queryFn: (): Promise<AdminIdentityList> => json(client.admin.identity.$get({ query: { status, cursor } })),
  });

export function useIdentityChecks(deps: IdentityListDeps) {
  return useSuspenseQuery(identityChecksQueryOptions(deps));
}

export const identityCheckQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...IDENTITY_QUERY_KEY, "check", id],
    queryFn: (): Promise<AdminIdentityCheckView> => json(client.admin.identity[":id"].$get({ param: { id: String(id) } })),
  });

export function useIdentityCheck(id: number) {
  return useSuspenseQuery(identityCheckQueryOptions(id));
}

/** The admin-only route an image is read from (every view audited, IDV-6). */
export function identityFileUrl(id: number, kind: "document" | "selfie"): string {
  return `/api/admin/identity/${id}/files/${kind}`;
}
