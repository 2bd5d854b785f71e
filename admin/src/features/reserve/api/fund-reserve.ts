/**
 * POST /api/admin/reserve with `fundReserveInput` (whole XAF and a required note):
 * operator capital -> returns reserve, in the ledger. Answers 201 with the new status.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FundReserveInput, ReserveStatus } from "@app/schema/contracts/reserve";
import { client, json } from "@app/web/api";
import { RESERVE_QUERY_KEY } from "./get-reserve";

export function fundReserve(input: FundReserveInput): Promise<ReserveStatus> {
  return json(client.admin.reserve.$post({ json: input }));
}

export function useFundReserve() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fundReserve,
    onSuccess: (status) => queryClient.setQueryData(RESERVE_QUERY_KEY, status),
  });
}
