/** POST /api/user/close (docs/product-rules.md#data-rights, DATA-4): closes the signed-in investor's account. Throws `ApiError`. */
import type { CloseAccountInput } from "@app/schema/contracts/account-closure";
import { api } from "@app/web/api-client";

export function closeAccount(input: CloseAccountInput): Promise<{ ok: true }> {
  return api<{ ok: true }>("/api/user/close", { method: "POST", body: input });
}
