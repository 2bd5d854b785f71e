/** The Platform settings sub-tab: support links, the operator and the receiving accounts, once loaded. */
import { Trans, useLingui } from "@lingui/react/macro";
import { errorMessage } from "../../../lib/error-message";
import { useSettings } from "../api/get-settings";
import { SettingsForm } from "./settings-form";

export function PlatformSettingsTab() {
  const { i18n } = useLingui();
  const settings = useSettings();

  if (settings.isPending) {
    return (
      <p className="muted" role="status">
        <Trans>Loading settings...</Trans>
      </p>
    );
  }
  if (settings.isError) {
    return (
      <p className="notice notice-error" role="alert">
        <Trans>Could not load settings.</Trans> {errorMessage(settings.error, i18n)}
      </p>
    );
  }
  return <SettingsForm settings={settings.data} />;
}
