/*
 * Web Push in the PWA's service worker, loaded by the generated one through workbox
 * `importScripts` (pwa/vite.config.ts). Framework-free and tiny: it runs on every push.
 *
 * push: the payload is `{ title, body, url, tag }` JSON (worker/src/push/types.ts),
 * already in the user's language; it is always shown (browsers penalise silent pushes).
 * notificationclick: focuses an open LionArt window and takes it to the payload's `url`,
 * or opens one. Only same-origin URLs are followed; anything else opens /dashboard.
 */
const FALLBACK_PATH = "/dashboard";

function sameOriginUrl(value) {
  try {
    const url = new URL(typeof value === "string" && value ? value : FALLBACK_PATH, self.location.origin);
    return url.origin === self.location.origin ? url.href : null;
  } catch {
    return null;
  }
}

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data?.json() || {};
  } catch {
    data = {};
  }
  const options = {
    body: typeof data.body === "string" ? data.body : "",
    icon: "/icon-192.png",
    data: { url: sameOriginUrl(data.url) || sameOriginUrl(FALLBACK_PATH) },
  };
  if (typeof data.tag === "string" && data.tag) options.tag = data.tag;
  const title = typeof data.title === "string" && data.title ? data.title : "LionArt";
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = event.notification.data?.url || sameOriginUrl(FALLBACK_PATH);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      const focused = await open.focus();
      if (focused.url === url) return focused;
      // navigate() refuses a window this worker does not control: open the page instead.
      return focused.navigate(url).catch(() => self.clients.openWindow(url));
    })(),
  );
});
