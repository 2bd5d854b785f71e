/** GET /api/settings/public: support links, the operator's legal identity and the payment channels in force (RAIL-1), readable signed out. */
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
