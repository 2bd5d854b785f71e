/**
 * GET /api/auth/user: who is signed in. Only a 401 means signed out
 * (docs/product-rules.md#screen-routes, docs/product-rules.md#offline): null then; any
 * other failure (no network, a server error) throws `ApiError`. A 401 `session_ended` is
 * remembered so the login screen says why (docs/product-rules.md#money-status, MST-5).
 */
import type { AuthUser } from "@app/schema/contracts/auth";
import { client, json } from "@app/web/api";
import { ApiError } from "@app/web/api-client";
import { noteSessionEnded } from "../session-ended";
import { publicResource } from "../../../lib/public-resource";

export async function getUser(): Promise<AuthUser | null> {
  try {
    return await json(client.auth.user.$get());
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401) throw err;
    if (err.code === "session_ended") noteSessionEnded();
    return null;
  }
}

/** The public pages' session check (src/public), once per page load: who is signed in, null when no one. */
export const currentUser = publicResource(getUser);
