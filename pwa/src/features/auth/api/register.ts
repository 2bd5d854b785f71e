/** POST /api/auth/register (201 {user}); confirmPassword never leaves the browser. */
import type { RegisterInput } from "@app/schema/contracts/auth";
import { client, json } from "@app/web/api";
import { useRequest } from "../../../lib/use-request";

export function register(input: RegisterInput) {
  return json(client.auth.register.$post({ json: input }));
}

/** The register form's request (lib/use-request.ts); on success the page goes to the app (enter-app.ts). */
export function useRegister() {
  return useRequest(register);
}
