/**
 * DELETE /api/admin/users/{id}: erases the person's data and closes the account; their
 * ledger entries stay, anonymised. 409 `user_holds_money` while they hold money.
 */
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

export function deleteUser(userId: number): Promise<{ ok: true }> {
  return apiFetch(`/admin/users/${userId}`, { method: "DELETE" });
}

export function useDeleteUser() {
  // Every success refreshes the admin's lists (lib/query-client.ts), so counts stay exact.
  return useMutation({ mutationFn: deleteUser });
}
