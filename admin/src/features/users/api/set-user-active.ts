/** PUT /api/admin/users/{id}/suspend with `isActive`: suspend or activate; the lists reload. */
import { useMutation } from "@tanstack/react-query";
import type { AdminUserView } from "@app/schema/contracts/admin";
import { client, json } from "@app/web/api";

export interface SetUserActiveInput {
  userId: number;
  isActive: boolean;
}

export function setUserActive({ userId, isActive }: SetUserActiveInput): Promise<AdminUserView> {
  return json(client.admin.users[":id"].suspend.$put({ param: { id: String(userId) }, json: { isActive } }));
}

export function useSetUserActive() {
  // Every success refreshes the admin's lists (lib/query-client.ts), so counts stay exact.
  return useMutation({ mutationFn: setUserActive });
}
