/**
 * DELETE /api/admin/deposit-verifications/{id}: hides the request from the list. A
 * credit already made stays in the ledger (decisions.md section 2).
 */
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

export function deleteDeposit(id: number): Promise<{ ok: true }> {
  return apiFetch(`/admin/deposit-verifications/${id}`, { method: "DELETE" });
}

export function useDeleteDeposit() {
  return useMutation({ mutationFn: deleteDeposit });
}
