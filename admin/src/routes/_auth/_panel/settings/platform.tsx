/** /admin/settings/platform: minimums, fees, support contacts and the other platform settings. */
import { createFileRoute } from "@tanstack/react-router";
import { PlatformSettingsTab } from "../../../../features/settings/components/platform-settings-tab";

export const Route = createFileRoute("/_auth/_panel/settings/platform")({ component: PlatformSettingsTab });
