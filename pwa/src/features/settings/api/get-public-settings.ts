/** GET /api/settings/public: support links and the operator's legal identity, readable signed out. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export function getPublicSettings() {
  return json(client.settings.public.$get());
}

export function publicSettingsQueryOptions() {
  return queryOptions({ queryKey: ["settings", "public"], queryFn: getPublicSettings, staleTime: 30 * 60_000 });
}

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}
