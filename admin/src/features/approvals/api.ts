/**
 * Two-person approval calls (docs/product-rules.md#approvals) through the typed client:
 * the proposals by status, approve, reject with a note, and the approval settings. Every
 * decision refreshes the proposals, the badge and the figures the action moved.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApprovalSettingsInput, ApprovalStatus } from "@app/schema/contracts/approvals";
import { client, json } from "@app/web/api";

export const approvalsKey = ["admin", "approvals"] as const;
export const approvalSettingsKey = ["admin", "approval-settings"] as const;

/** The proposals with `status`; the open count comes with them and is polled each minute for the badge. */
export function useApprovals(status: ApprovalStatus = "proposed") {
  return useQuery({
    queryKey: [...approvalsKey, status],
    queryFn: () => json(client.admin.approvals.$get({ query: { status } })),
    refetchInterval: status === "proposed" ? 60_000 : false,
  });
}

export function useApprovalDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: number; decision: "approve" | "reject"; note?: string }) =>
      decision === "approve"
        ? json(client.admin.approvals[":id"].approve.$post({ param: { id: String(id) } }))
        : json(client.admin.approvals[":id"].reject.$post({ param: { id: String(id) }, json: { note: note ?? "" } })),
    // A success reloads every admin datum (lib/query-client.ts); a refusal reloads the proposals.
    onError: () => queryClient.invalidateQueries({ queryKey: approvalsKey }),
  });
}

export function useApprovalSettings() {
  return useQuery({ queryKey: approvalSettingsKey, queryFn: () => json(client.admin["approval-settings"].$get()) });
}

export function useSaveApprovalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApprovalSettingsInput) => json(client.admin["approval-settings"].$put({ json: input })),
    onSuccess: (saved) => queryClient.setQueryData(approvalSettingsKey, saved),
  });
}
