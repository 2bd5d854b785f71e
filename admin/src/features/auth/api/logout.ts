/** POST /api/admin/logout, then every admin datum is dropped; the caller goes to the login page. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@app/web/api";
import { endSession } from "../../../lib/query-client";

export function logout(): Promise<{ ok: true }> {
  return json(client.admin.logout.$post());
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // The session is gone: nothing may be refetched after this (lib/query-client.ts).
    meta: { endsSession: true },
    onSuccess: () => endSession(queryClient),
  });
}
