/**
 * POST /api/admin/settings with any subset of `settingsInput`; only the keys sent
 * change. Answers with the full settings, which replace the cached ones.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Settings, SettingsInput } from "@app/schema/contracts/settings";
import { client, json } from "@app/web/api";
import { SETTINGS_QUERY_KEY } from "./get-settings";

export function updateSettings(input: SettingsInput): Promise<Settings> {
  return json(client.admin.settings.$post({ json: input }));
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_QUERY_KEY, settings),
  });
}
