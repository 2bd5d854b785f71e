/**
 * GET /api/admin/audit-log?q=&cursor=: one page of admin actions, newest first, with the
 * number matching (docs/product-rules.md#admin-lists; docs/product-rules.md#audit-log).
 */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { ListFilter } from "@app/schema/contracts/admin-lists";
import { listQuery } from "../../../lib/admin-list";
import { client, json } from "@app/web/api";
import { AUDIT_LOG_QUERY_KEY } from "../../../lib/query-client";

export const auditLogQueryOptions = (filter: ListFilter<never> = {}) =>
  queryOptions({
    queryKey: [...AUDIT_LOG_QUERY_KEY, filter],
    queryFn: () => json(client.admin["audit-log"].$get({ query: listQuery(filter) })),
  });

export function useAuditLog(filter: ListFilter<never> = {}) {
  return useSuspenseQuery(auditLogQueryOptions(filter));
}
