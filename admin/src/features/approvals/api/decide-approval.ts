/**
 * POST /api/admin/approvals/{id}/approve or /reject (with a note): a second admin's
 * decision on a proposal (docs/product-rules.md#approvals). A success reloads every admin
 * datum (lib/query-client.ts); a refusal reloads the proposals.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@app/web/api";
import { APPROVALS_QUERY_KEY } from "./get-approvals";

export function useApprovalDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: number; decision: "approve" | "reject"; note?: string }) =>
      decision === "approve"
        ? json(client.admin.approvals[":id"].approve.$post({ param: { id: String(id) } }))
        : json(client.admin.approvals[":id"].reject.$post({ param: { id: String(id) }, json: { note: note ?? "" } })),
    onError: () => queryClient.invalidateQueries({ queryKey: APPROVALS_QUERY_KEY }),
  });
}
