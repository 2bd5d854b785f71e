/**
 * POST /api/admin/reserve with `fundReserveInput` (whole XAF and a required note): a
 * proposal to move operator capital into the returns reserve, which a second admin
 * approves (docs/product-rules.md#approvals). Answers 202 `{ approvalId, status }`.
 */
import { useMutation } from "@tanstack/react-query";
import type { ProposalAccepted } from "@app/schema/contracts/approvals";
import type { FundReserveInput } from "@app/schema/contracts/reserve";
import { client, json } from "@app/web/api";

export function fundReserve(input: FundReserveInput): Promise<ProposalAccepted> {
  return json(client.admin.reserve.$post({ json: input }));
}

export function useFundReserve() {
  // A success reloads every admin datum, the approvals badge included (lib/query-client.ts).
  return useMutation({ mutationFn: fundReserve });
}
