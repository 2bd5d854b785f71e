/** GET /api/admin/settings: deposit steps, support links, operator identity, receiving accounts. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Settings } from "@app/schema/contracts/settings";
import { apiFetch } from "../../../lib/api-client";

export const SETTINGS_QUERY_KEY = ["admin", "settings"] as const;

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: SETTINGS_QUERY_KEY, queryFn: () => apiFetch<Settings>("/admin/settings") });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
