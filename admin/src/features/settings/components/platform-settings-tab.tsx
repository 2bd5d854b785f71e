/** The Platform settings sub-tab: support links, the operator and the receiving accounts, then the limits by tier (its route loads them). */
import { useSettings } from "../api/get-settings";
import { KycSettingsForm } from "./kyc-settings-form";
import { SettingsForm } from "./settings-form";

export function PlatformSettingsTab({ isOwner }: { isOwner: boolean }) {
  const { data } = useSettings();
  return (
    <>
      <SettingsForm settings={data} />
      <KycSettingsForm isOwner={isOwner} />
    </>
  );
}
