/**
 * Money in suspense (docs/product-rules.md#suspense): GET /api/admin/suspense, the deposits
 * completed for accounts deleted meanwhile, and POST /api/admin/suspense/{transferId}/refund,
 * which proposes a refund for a second admin (202 `{ approvalId, status }`).
 */
import { queryOptions, useMutation, useSuspenseQuery } from "@tanstack/react-query";
import type { ProposalAccepted } from "@app/schema/contracts/approvals";
import type { SuspenseList } from "@app/schema/contracts/suspense";
import { client, json } from "@app/web/api";

export const SUSPENSE_QUERY_KEY = ["admin", "suspense"] as const;

export const suspenseQueryOptions = () =>
  queryOptions({
    queryKey: SUSPENSE_QUERY_KEY,
    queryFn: (): Promise<SuspenseList> => json(client.admin.suspense.$get()),
  });

export function useSuspense() {
  return useSuspenseQuery(suspenseQueryOptions());
}

export function proposeRefund({ transferId, reason }: { transferId: number; reason: string }): Promise<ProposalAccepted> {
  return json(client.admin.suspense[":id"].refund.$post({ param: { id: String(transferId) }, json: { reason } }));
}

export function useProposeRefund() {
  // Every success refreshes the admin's lists (lib/query-client.ts).
  return useMutation({ mutationFn: proposeRefund });
}
