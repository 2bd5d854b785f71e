/** The public settings (public-settings.ts) in the signed-in app's query cache, kept 30 minutes. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getPublicSettings } from "./public-settings";

export function publicSettingsQueryOptions() {
  return queryOptions({ queryKey: ["settings", "public"], queryFn: getPublicSettings, staleTime: 30 * 60_000 });
}

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}
