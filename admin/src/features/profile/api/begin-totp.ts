/** POST /api/admin/me/totp: a new authenticator secret for the signed-in admin (docs/product-rules.md#admin-roles). */
import { useMutation } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export function useBeginTotp() {
  return useMutation({ mutationFn: () => json(client.admin.me.totp.$post()) });
}
