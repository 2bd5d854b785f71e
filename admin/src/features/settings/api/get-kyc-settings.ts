/** GET /api/admin/kyc-settings: the limits of each tier and the age of majority (docs/product-rules.md#limits-by-tier, KYC-5). */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export const KYC_SETTINGS_QUERY_KEY = ["admin", "kyc-settings"] as const;

export const kycSettingsQueryOptions = () =>
  queryOptions({ queryKey: KYC_SETTINGS_QUERY_KEY, queryFn: () => json(client.admin["kyc-settings"].$get()) });

export function useKycSettings() {
  return useSuspenseQuery(kycSettingsQueryOptions());
}
