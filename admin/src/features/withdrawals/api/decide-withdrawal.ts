/**
 * PUT /api/admin/withdrawals/{id}/approve and /reject with optional `adminNotes`.
 * Approve books the payout (amount minus fee) and the fee, or, above the approval
 * threshold or to a new payout number, answers 202 with a proposal for a second admin
 * (docs/product-rules.md#approvals); reject returns the hold to the investor's principal.
 * A 409 `already_decided` reloads the list.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProposalAccepted } from "@app/schema/contracts/approvals";
import type { WithdrawalView } from "@app/schema/contracts/withdrawals";
import { client, json } from "@app/web/api";
import { ApiError } from "@app/web/api-client";
import { WITHDRAWALS_QUERY_KEY } from "./get-withdrawals";

export interface DecideWithdrawalInput {
  id: number;
  decision: "approve" | "reject";
  adminNotes?: string;
}

export function decideWithdrawal({
  id,
  decision,
  adminNotes,
}: DecideWithdrawalInput): Promise<WithdrawalView | ProposalAccepted> {
  return json(
    client.admin.withdrawals[":id"][decision].$put({ param: { id: String(id) }, json: adminNotes ? { adminNotes } : {} }),
  );
}

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWithdrawal,
    onError: (error) => {
      if (error instanceof ApiError && error.code === "already_decided") {
        void queryClient.invalidateQueries({ queryKey: WITHDRAWALS_QUERY_KEY });
      }
    },
  });
}
