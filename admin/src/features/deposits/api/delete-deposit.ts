/**
 * DELETE /api/admin/deposit-verifications/{id}: hides the request from the list. A
 * credit already made stays in the ledger (docs/product-rules.md#deposits).
 */
import { useMutation } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export function deleteDeposit(id: number): Promise<{ ok: true }> {
  return json(client.admin["deposit-verifications"][":id"].$delete({ param: { id: String(id) } }));
}

export function useDeleteDeposit() {
  return useMutation({ mutationFn: deleteDeposit });
}
