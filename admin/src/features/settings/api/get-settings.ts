/** GET /api/admin/settings: deposit steps, support links, operator identity, receiving accounts. */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export const SETTINGS_QUERY_KEY = ["admin", "settings"] as const;

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: SETTINGS_QUERY_KEY, queryFn: () => json(client.admin.settings.$get()) });

export function useSettings() {
  return useSuspenseQuery(settingsQueryOptions());
}
