/**
 * Registers the service worker after the page has loaded, so it never competes with the
 * first visit for bandwidth. A new version is offered, not forced: a reload mid-form
 * would lose what the user typed.
 */
import { msg } from "@lingui/core/macro";
import { registerSW } from "virtual:pwa-register";
import { toast } from "@app/web/toast-store";

export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const update = registerSW({
    onNeedRefresh() {
      toast({
        title: msg`A new version of LionArt is available.`,
        durationMs: 30_000,
        action: { label: msg`Reload`, onPress: () => void update(true) },
      });
    },
  });
}
