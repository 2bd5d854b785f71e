/** The card images shipped with the app (pwa/public/cards), offered as one-click Image URLs. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const SUGGESTED_IMAGES: { url: string; label: MessageDescriptor }[] = [
  { url: "/cards/starry.svg", label: msg`Classic Art` },
  { url: "/cards/golden.svg", label: msg`Modern Art` },
  { url: "/cards/cubist.svg", label: msg`Abstract Art` },
  { url: "/cards/lilies.svg", label: msg`Impressionist Art` },
  { url: "/cards/bluehouse.svg", label: msg`Folk Art` },
  { url: "/cards/crown.svg", label: msg`Street Art` },
];
