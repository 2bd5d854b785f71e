/** PUT /api/admin/approval-settings: an owner's change of the threshold or self-approval (docs/product-rules.md#approvals). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApprovalSettingsInput } from "@app/schema/contracts/approvals";
import { client, json } from "@app/web/api";
import { APPROVAL_SETTINGS_QUERY_KEY } from "./get-approval-settings";

export function useSaveApprovalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApprovalSettingsInput) => json(client.admin["approval-settings"].$put({ json: input })),
    onSuccess: (saved) => queryClient.setQueryData(APPROVAL_SETTINGS_QUERY_KEY, saved),
  });
}
