/**
 * PATCH /api/admin/deposit-verifications/{id} with `depositDecisionInput`: approve
 * (credits the amount actually received to the investor's principal) or reject.
 * A 409 `already_decided` means another admin was first: the list is reloaded.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DepositDecisionInput, DepositVerificationView } from "@app/schema/contracts/deposits";
import { client, json } from "@app/web/api";
import { ApiError } from "@app/web/api-client";
import { DEPOSITS_QUERY_KEY } from "./get-deposit-verifications";

export interface DecideDepositInput {
  id: number;
  decision: DepositDecisionInput;
}

export function decideDeposit({ id, decision }: DecideDepositInput): Promise<DepositVerificationView> {
  return json(client.admin["deposit-verifications"][":id"].$patch({ param: { id: String(id) }, json: decision }));
}

export function useDecideDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDeposit,
    onError: (error) => {
      if (error instanceof ApiError && error.code === "already_decided") {
        void queryClient.invalidateQueries({ queryKey: DEPOSITS_QUERY_KEY });
      }
    },
  });
}
