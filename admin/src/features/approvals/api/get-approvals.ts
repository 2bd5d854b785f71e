/**
 * GET /api/admin/approvals?status=: the proposals with `status` (docs/product-rules.md#approvals);
 * the open count comes with them and is polled each minute for the tab's badge.
 */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { ApprovalStatus } from "@app/schema/contracts/approvals";
import { client, json } from "@app/web/api";

export const APPROVALS_QUERY_KEY = ["admin", "approvals"] as const;

export const approvalsQueryOptions = (status: ApprovalStatus = "proposed") =>
  queryOptions({
    queryKey: [...APPROVALS_QUERY_KEY, status],
    queryFn: () => json(client.admin.approvals.$get({ query: { status } })),
    refetchInterval: status === "proposed" ? 60_000 : false,
  });

export function useApprovals(status: ApprovalStatus = "proposed") {
  return useSuspenseQuery(approvalsQueryOptions(status));
}
