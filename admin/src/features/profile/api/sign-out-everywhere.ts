/** POST /api/admin/me/sessions/revoke: 'Sign out everywhere', this browser included (docs/product-rules.md#admin-sessions). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@app/web/api";
import { endSession } from "../../../lib/query-client";

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => json(client.admin.me.sessions.revoke.$post()),
    meta: { endsSession: true },
    onSuccess: () => endSession(queryClient),
  });
}
