/**
 * POST /api/auth/logout. Every cached private query goes with the session. This browser's
 * Web Push subscription is removed first (docs/product-rules.md#notifications, NOT-14); a
 * failure there never blocks the logout.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@app/web/api";
import { forgetPushSubscription } from "../../dashboard/notifications/push";
import { userQueryKey } from "./get-user";

export async function logout() {
  await forgetPushSubscription().catch(() => undefined);
  return json(client.auth.logout.$post());
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    meta: { refreshesAccount: false },
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "settings" });
      queryClient.setQueryData(userQueryKey, null);
    },
  });
}
