/** GET /api/admin/flag-settings: each money-laundering rule's switch and threshold (docs/product-rules.md#aml-flags, AML-5). */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export const FLAG_SETTINGS_QUERY_KEY = ["admin", "flag-settings"] as const;

export const flagSettingsQueryOptions = () =>
  queryOptions({ queryKey: FLAG_SETTINGS_QUERY_KEY, queryFn: () => json(client.admin["flag-settings"].$get()) });

export function useFlagSettings() {
  return useSuspenseQuery(flagSettingsQueryOptions());
}
