/** GET /api/admin/approval-settings: the withdrawal threshold and, in development, self-approval (docs/product-rules.md#approvals). */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export const APPROVAL_SETTINGS_QUERY_KEY = ["admin", "approval-settings"] as const;

export const approvalSettingsQueryOptions = () =>
  queryOptions({ queryKey: APPROVAL_SETTINGS_QUERY_KEY, queryFn: () => json(client.admin["approval-settings"].$get()) });

export function useApprovalSettings() {
  return useSuspenseQuery(approvalSettingsQueryOptions());
}
