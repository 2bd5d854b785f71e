/**
 * POST /api/admin/reserve with `fundReserveInput` (whole XAF and a required note):
 * operator capital -> returns reserve, in the ledger. Answers 201 with the new status.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FundReserveInput, ReserveStatus } from "@app/schema/contracts/reserve";
import { apiFetch } from "../../../lib/api-client";
import { RESERVE_QUERY_KEY } from "./get-reserve";

export function fundReserve(input: FundReserveInput): Promise<ReserveStatus> {
  return apiFetch("/admin/reserve", { method: "POST", body: input });
}

export function useFundReserve() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fundReserve,
    onSuccess: (status) => queryClient.setQueryData(RESERVE_QUERY_KEY, status),
  });
}
