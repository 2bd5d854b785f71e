/** GET /api/admin/audit-log: every admin action, newest first (decisions.md section 3). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AuditEntryView } from "@app/schema/contracts/admin";
import { apiFetch } from "../../../lib/api-client";
import { AUDIT_LOG_QUERY_KEY } from "../../../lib/query-client";

export const auditLogQueryOptions = () =>
  queryOptions({ queryKey: AUDIT_LOG_QUERY_KEY, queryFn: () => apiFetch<AuditEntryView[]>("/admin/audit-log") });

export function useAuditLog() {
  return useQuery(auditLogQueryOptions());
}
