/**
 * The Platform settings sub-tab: support links, the operator and the receiving accounts, the
 * limits by tier with the age of majority and the data retention, then the money-laundering
 * rules (its route loads them).
 */
import { useSettings } from "../api/get-settings";
import { FlagSettingsForm } from "./flag-settings-form";
import { KycSettingsForm } from "./kyc-settings-form";
import { SettingsForm } from "./settings-form";

export function PlatformSettingsTab({ isOwner, mayEditFlags }: { isOwner: boolean; mayEditFlags: boolean }) {
  const { data } = useSettings();
  return (
    <>
      <SettingsForm settings={data} />
      <KycSettingsForm isOwner={isOwner} />
      <FlagSettingsForm isOwner={mayEditFlags} />
    </>
  );
}
