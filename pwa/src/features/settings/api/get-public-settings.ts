/** GET /api/settings/public: support links and the operator's legal identity, readable signed out. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicSettings } from "@app/schema/contracts/settings";
import { api } from "@app/web/api-client";

export function getPublicSettings() {
  return api<PublicSettings>("/api/settings/public");
}

export function publicSettingsQueryOptions() {
  return queryOptions({ queryKey: ["settings", "public"], queryFn: getPublicSettings, staleTime: 30 * 60_000 });
}

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}
