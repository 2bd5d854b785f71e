/** PUT /api/admin/kyc-settings: the owner's change of the tier limits or the age of majority (docs/product-rules.md#limits-by-tier, KYC-5). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { KycSettingsInput } from "@app/schema/contracts/tier-limits";
import { client, json } from "@app/web/api";
import { KYC_SETTINGS_QUERY_KEY } from "./get-kyc-settings";

export function useSaveKycSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KycSettingsInput) => json(client.admin["kyc-settings"].$put({ json: input })),
    onSuccess: (saved) => queryClient.setQueryData(KYC_SETTINGS_QUERY_KEY, saved),
  });
}
