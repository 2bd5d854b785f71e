/** PUT /api/admin/flag-settings: the owner's change of the money-laundering rules' switches and thresholds (docs/product-rules.md#aml-flags, AML-5). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FlagSettings } from "@app/schema/contracts/flags";
import { client, json } from "@app/web/api";
import { FLAG_SETTINGS_QUERY_KEY } from "./get-flag-settings";

export function useSaveFlagSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FlagSettings) => json(client.admin["flag-settings"].$put({ json: input })),
    onSuccess: (saved) => queryClient.setQueryData(FLAG_SETTINGS_QUERY_KEY, saved),
  });
}
