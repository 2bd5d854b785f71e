/**
 * The admin SPA's calls to /api, through the shared client (`@app/web/api-client`):
 * paths here are relative to /api ("/admin/stats"). Throws `ApiError`.
 */
import { type RequestOptions, api } from "@app/web/api-client";

export { ApiError } from "@app/web/api-client";

/** GET (or `init.method`) `/api${path}` and return its JSON body as `T`. */
export function apiFetch<T>(path: string, init: RequestOptions = {}): Promise<T> {
  return api<T>(`/api${path}`, init);
}
