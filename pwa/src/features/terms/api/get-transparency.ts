/**
 * GET /api/transparency: public figures on the reserve and on payouts
 * (docs/product-rules.md#transparency), read once per page load by the public pages (the
 * first-visit section of /login and /terms) through `publicResource`.
 */
import { client, json } from "@app/web/api";
import { publicResource } from "../../../lib/public-resource";

export function getTransparency() {
  return json(client.transparency.$get());
}

export const transparency = publicResource(getTransparency);

/** The figures' state: `{ data, isPending, isError }`. */
export function useTransparency() {
  return transparency.use();
}
