/**
 * GET /api/settings/public: support links, the operator's legal identity and the payment
 * channels in force (RAIL-1), readable signed out. `publicSettings` is the public pages'
 * read (src/public); the signed-in app caches it with its queries (get-public-settings.ts).
 */
import { client, json } from "@app/web/api";
import { publicResource } from "../../../lib/public-resource";

export function getPublicSettings() {
  return json(client.settings.public.$get());
}

export const publicSettings = publicResource(getPublicSettings);

/** What GET /api/settings/public answers. */
export type PublicSettingsAnswer = Awaited<ReturnType<typeof getPublicSettings>>;
