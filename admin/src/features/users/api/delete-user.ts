/**
 * DELETE /api/admin/users/{id}: erases the person's data and closes the account; their
 * ledger entries stay, anonymised. 409 `user_holds_money` while they hold money.
 */
import { useMutation } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export function deleteUser(userId: number): Promise<{ ok: true }> {
  return json(client.admin.users[":id"].$delete({ param: { id: String(userId) } }));
}

export function useDeleteUser() {
  // Every success refreshes the admin's lists (lib/query-client.ts), so counts stay exact.
  return useMutation({ mutationFn: deleteUser });
}
