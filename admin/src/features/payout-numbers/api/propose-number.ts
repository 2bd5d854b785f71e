/**
 * POST /api/admin/users/{id}/payout-numbers: proposes verifying a number for the user's
 * payouts (docs/product-rules.md#verified-numbers, KYC-3); 202 `{ approvalId, status }`, a
 * second admin approves it in Pending approvals.
 */
import { useMutation } from "@tanstack/react-query";
import type { ProposalAccepted } from "@app/schema/contracts/approvals";
import type { PayoutNumberProposalInput } from "@app/schema/contracts/verification";
import { client, json } from "@app/web/api";

export function proposeNumber({
  userId,
  input,
}: {
  userId: number;
  input: PayoutNumberProposalInput;
}): Promise<ProposalAccepted> {
  return json(client.admin.users[":id"]["payout-numbers"].$post({ param: { id: String(userId) }, json: input }));
}

export function useProposeNumber() {
  // Every success refreshes the admin's lists (lib/query-client.ts).
  return useMutation({ mutationFn: proposeNumber });
}
