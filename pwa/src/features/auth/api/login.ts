/** POST /api/auth/login: `{ user }` and a session cookie; a failure throws `ApiError`. */
import type { LoginInput } from "@app/schema/contracts/auth";
import { client, json } from "@app/web/api";
import { useRequest } from "../../../lib/use-request";

export function login(input: LoginInput) {
  return json(client.auth.login.$post({ json: input }));
}

/** The login form's request (lib/use-request.ts); on success the page goes to the app (enter-app.ts). */
export function useLogin() {
  return useRequest(login);
}
