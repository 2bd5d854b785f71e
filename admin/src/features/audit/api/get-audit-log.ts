/**
 * GET /api/admin/audit-log?q=&cursor=: one page of admin actions, newest first, with the
 * number matching (docs/product-rules.md#admin-lists; decisions.md section 3).
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AuditEntryView } from "@app/schema/contracts/admin";
import type { AdminPage, ListFilter } from "@app/schema/contracts/admin-lists";
import { listPath } from "../../../lib/admin-list";
import { apiFetch } from "../../../lib/api-client";
import { AUDIT_LOG_QUERY_KEY } from "../../../lib/query-client";

export const auditLogQueryOptions = (filter: ListFilter<never> = {}) =>
  queryOptions({
    queryKey: [...AUDIT_LOG_QUERY_KEY, filter],
    queryFn: () => apiFetch<AdminPage<AuditEntryView>>(listPath("/admin/audit-log", filter)),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(filter: ListFilter<never> = {}) {
  return useQuery(auditLogQueryOptions(filter));
}
