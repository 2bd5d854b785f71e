/** The Platform settings sub-tab: support links, the operator and the receiving accounts, once loaded. */
import { Trans } from "@lingui/react/macro";
import { useSettings } from "../api/get-settings";
import { SettingsForm } from "./settings-form";
import { QueryStatus } from "../../../components/ui/query-status";

export function PlatformSettingsTab() {
  const settings = useSettings();

  if (!settings.isSuccess) {
    return (
      <QueryStatus
        query={settings}
        loading={<Trans>Loading settings...</Trans>}
        failed={<Trans>Could not load settings.</Trans>}
      />
    );
  }
  return <SettingsForm settings={settings.data} />;
}
