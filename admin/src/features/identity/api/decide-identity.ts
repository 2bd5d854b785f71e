/**
 * Staff's decision on an identity check (docs/product-rules.md#identity, IDV-4, IDV-5):
 * POST /api/admin/identity/{id}/propose (202, a proposal a second admin approves in Pending
 * approvals) and POST /api/admin/identity/{id}/reject (the reason reaches the investor).
 */
import { useMutation } from "@tanstack/react-query";
import type { ProposalAccepted } from "@app/schema/contracts/approvals";
import type { AdminIdentityCheckView } from "@app/schema/contracts/identity";
import { client, json } from "@app/web/api";

export function proposeIdentity({ id, reason }: { id: number; reason: string }): Promise<ProposalAccepted> {
  return json(client.admin.identity[":id"].propose.$post({ param: { id: String(id) }, json: { reason } }));
}

export function rejectIdentity({ id, reason }: { id: number; reason: string }): Promise<AdminIdentityCheckView> {
  return json(client.admin.identity[":id"].reject.$post({ param: { id: String(id) }, json: { reason } }));
}

/** Either decision; every success refreshes the admin's lists (lib/query-client.ts). */
export function useDecideIdentity() {
  return useMutation({
    mutationFn: ({ mode, id, reason }: { mode: "propose" | "reject"; id: number; reason: string }): Promise<unknown> =>
      mode === "propose" ? proposeIdentity({ id, reason }) : rejectIdentity({ id, reason }),
  });
}
