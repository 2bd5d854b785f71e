/** The Platform settings sub-tab: support links, the operator and the receiving accounts (its route loads them). */
import { useSettings } from "../api/get-settings";
import { SettingsForm } from "./settings-form";

export function PlatformSettingsTab() {
  const { data } = useSettings();
  return <SettingsForm settings={data} />;
}
